import { listDestinations, listTrips, listVendors } from '@backoffice/sdk';
import type { MentionKind } from './contract.ts';

// Mention suggestions (@…) from the existing API through the SDK: destinations by name, vendors
// and trips by their search filter, five of each.
export type MentionItem = { id: string; label: string; kind: MentionKind };

const perKind = 5;

const tripLabel = (t: { reference?: string | null; title?: string | null }) =>
  [t.reference, t.title].filter(Boolean).join(' · ');

export const searchMentions = async (query: string): Promise<MentionItem[]> => {
  const text = query.trim();
  const settle = async <T>(p: Promise<T[]>) => {
    try {
      return await p;
    } catch {
      return [] as T[];
    }
  };
  const [destinations, vendors, trips] = await Promise.all([
    settle(
      listDestinations({ ...(text ? { name: text } : {}), itemsPerPage: perKind }).then((r) =>
        r.data['hydra:member'].map((d) => ({ id: d['@id'], label: d.name, kind: 'destination' as const })),
      ),
    ),
    settle(
      listVendors({ ...(text ? { search: text } : {}), itemsPerPage: perKind }).then((r) =>
        r.data['hydra:member'].map((v) => ({ id: v['@id'], label: v.name ?? '', kind: 'vendor' as const })),
      ),
    ),
    settle(
      listTrips({ ...(text ? { search: text } : {}), itemsPerPage: perKind }).then((r) =>
        r.data['hydra:member'].map((t) => ({ id: t['@id'], label: tripLabel(t), kind: 'trip' as const })),
      ),
    ),
  ]);
  return [...destinations, ...vendors, ...trips].filter((m) => m.id && m.label);
};
