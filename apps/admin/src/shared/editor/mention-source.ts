import { listDestinations, listTrips, listVendors } from '@backoffice/sdk';
import { getDefaultStore } from 'jotai';
import { sessionAtom } from '../../lib/session.ts';
import type { MentionKind } from './contract.ts';

// Mention suggestions (@…) from the existing API through the SDK: destinations by name, vendors
// and trips by their search filter, five of each.
export type MentionItem = { id: string; label: string; kind: MentionKind };

const perKind = 5;

const tripLabel = (t: { reference?: string | null; title?: string | null }) =>
  [t.reference, t.title].filter(Boolean).join(' · ');

// The roles whose API reads reach each kind (apps/api/src/auth/permissions.ts: destinations,
// catalogue, trips), besides super admin, admin and manager: a marketing director's mentions do
// not ask for vendors and trips only to be refused (403s in the console at every key).
const readers: Record<MentionKind, readonly string[]> = {
  destination: ['ROLE_TRAVEL_DIRECTOR', 'ROLE_VENDOR', 'ROLE_CONTENT_MANAGER', 'ROLE_MARKETING_DIRECTOR'],
  vendor: ['ROLE_TRAVEL_DIRECTOR', 'ROLE_VENDOR', 'ROLE_ACCOUNTANT'],
  trip: ['ROLE_TRAVEL_DIRECTOR', 'ROLE_ACCOUNTANT'],
};
const unrestricted = ['ROLE_SUPER_ADMIN', 'ROLE_ADMIN', 'ROLE_MANAGER'];
const mayRead = (kind: MentionKind) => {
  const roles = getDefaultStore().get(sessionAtom)?.user.roles ?? [];
  // Roles unknown (no session read yet): ask, the API decides.
  return !roles.length || roles.some((r) => unrestricted.includes(r) || readers[kind].includes(r));
};

export const searchMentions = async (query: string): Promise<MentionItem[]> => {
  const text = query.trim();
  const settle = async <T>(kind: MentionKind, ask: () => Promise<T[]>) => {
    if (!mayRead(kind)) return [] as T[];
    try {
      return await ask();
    } catch {
      return [] as T[];
    }
  };
  const [destinations, vendors, trips] = await Promise.all([
    settle('destination', () =>
      listDestinations({ ...(text ? { name: text } : {}), itemsPerPage: perKind }).then((r) =>
        r.data['hydra:member'].map((d) => ({ id: d['@id'], label: d.name, kind: 'destination' as const })),
      ),
    ),
    settle('vendor', () =>
      listVendors({ ...(text ? { search: text } : {}), itemsPerPage: perKind }).then((r) =>
        r.data['hydra:member'].map((v) => ({ id: v['@id'], label: v.name ?? '', kind: 'vendor' as const })),
      ),
    ),
    settle('trip', () =>
      listTrips({ ...(text ? { search: text } : {}), itemsPerPage: perKind }).then((r) =>
        r.data['hydra:member'].map((t) => ({ id: t['@id'], label: tripLabel(t), kind: 'trip' as const })),
      ),
    ),
  ]);
  return [...destinations, ...vendors, ...trips].filter((m) => m.id && m.label);
};
