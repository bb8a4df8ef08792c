import type { Prospect } from '@backoffice/sdk';
import { Badge } from '@backoffice/ui/badge';
import { formatMoney } from '@backoffice/ui/currency';
import { formatDate } from '@backoffice/ui/format';
import { useDestinationIndexQuery } from '../../lib/destination-tree.ts';

export const dash = '—';

export const ProspectStatus = ({ status }: { status: string }) =>
  status === 'converted' ? <Badge color="green">Converted</Badge> : <Badge color="blue">New</Badge>;

export const wishedDates = (p: Pick<Prospect, 'startDate' | 'endDate'>) =>
  p.startDate || p.endDate
    ? `${p.startDate ? formatDate(p.startDate) : '?'} – ${p.endDate ? formatDate(p.endDate) : '?'}`
    : dash;

export const budgetOf = (p: Pick<Prospect, 'budget' | 'currency'>) =>
  p.budget ? formatMoney(Math.round(Number(p.budget)), p.currency) : dash;

const sourceLabels: Record<string, string> = {
  website: 'Website',
  referral: 'Referral',
  returning_client: 'Returning client',
  partner: 'Partner',
  social_media: 'Social media',
  event: 'Event',
  other: 'Other',
};
export const sourceOptions = Object.entries(sourceLabels).map(([value, label]) => ({ value, label }));
export const sourceLabel = (source: string | null) => (source ? (sourceLabels[source] ?? source) : dash);

// The wished destinations' names, read from the destination tree.
export const DestinationList = ({ iris }: { iris: readonly string[] }) => {
  const index = useDestinationIndexQuery();
  if (iris.length === 0) return <span className="text-stone-400">{dash}</span>;
  if (!index.data) return <span className="text-stone-400">…</span>;
  return <>{iris.map((iri) => index.data.get(iri)?.name ?? iri).join(', ')}</>;
};
