import { eq } from 'drizzle-orm';
import { trips } from '../../db/schema/index.ts';
import type { Tx } from '../../engine/types.ts';

// Whether the trip has departed on `date`: from its start date on, money billed for it is revenue;
// before, it is the client's deposit (a liability) and receipts go to the trust bank account.
// An invoice with no trip counts as departed (nothing to defer).
export const tripStarted = async (tx: Tx, tripId: number | null, date: string) => {
  if (tripId === null) return true;
  const [trip] = await tx.select({ startDate: trips.startDate }).from(trips).where(eq(trips.id, tripId));
  return !trip || trip.startDate <= date;
};
