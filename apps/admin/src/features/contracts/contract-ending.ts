import type { VendorContract } from '@backoffice/sdk';

// An agency renews its contracts before they run out: an active contract whose end date is within
// 60 days "ends soon"; one already past its end date is still active and needs a decision (renew or
// mark as expired). Dates are calendar days in UTC (product.md §9).
export const ENDS_SOON_DAYS = 60;

const DAY = 86_400_000;

const todayUtc = (now: Date) => Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/** The last end date (YYYY-MM-DD) that counts as ending soon. */
export const endsSoonCutoff = (now = new Date()) => isoDay(todayUtc(now) + ENDS_SOON_DAYS * DAY);

/** The end dates of the "Ends soon" view: today to the cut-off, both included (YYYY-MM-DD). */
export const endsSoonWindow = (now = new Date()) => ({
  from: isoDay(todayUtc(now)),
  to: endsSoonCutoff(now),
});

export type Ending = { kind: 'soon'; days: number } | { kind: 'overdue'; days: number };

export const endingOf = (
  contract: Pick<VendorContract, 'status' | 'endDate'>,
  now = new Date(),
): Ending | null => {
  if (contract.status !== 'active' || !contract.endDate) return null;
  const end = Date.parse(`${contract.endDate}T00:00:00Z`);
  if (Number.isNaN(end)) return null;
  const days = Math.round((end - todayUtc(now)) / DAY);
  if (days < 0) return { kind: 'overdue', days: -days };
  return days <= ENDS_SOON_DAYS ? { kind: 'soon', days } : null;
};

export const endingLabel = (ending: Ending) => {
  if (ending.kind === 'overdue') return 'Past end date';
  if (ending.days === 0) return 'Ends today';
  return ending.days === 1 ? 'Ends tomorrow' : `Ends in ${ending.days} days`;
};

export const endingDescription = (ending: Ending) =>
  ending.kind === 'overdue'
    ? `Still active ${ending.days === 1 ? '1 day' : `${ending.days} days`} after its end date: renew it or mark it as expired.`
    : 'Ends within 60 days: time to renew it.';
