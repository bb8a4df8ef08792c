import { Link } from 'wouter';
import { tripPath } from './trip-paths.ts';

/** A trip's reference linking to its page, as the tables of trips show it. */
export const TripReferenceLink = ({ trip }: { trip: { id: number; reference: string } }) => (
  <Link href={tripPath(trip.id)} className="font-medium text-brand-800 tabular-nums hover:underline">
    {trip.reference}
  </Link>
);
