import { addClient, addTrip } from '../../../testing/fixtures.ts';
import type { RealApi } from '../../../testing/real-api.ts';
import { renderAt } from '../../../testing/render.tsx';
import { TripPage } from '../trip-page.tsx';

export type Made = { '@id': string; id: number };

/** A client and a trip of ten days from 2027-03-01, in GBP (the tabs' tests start from it). */
export const makeTrip = async (api: RealApi, lastName: string) => {
  const client: Made = await addClient(api, `Eleanor ${lastName}`, { status: 'active', currency: 'GBP' });
  const trip = (await addTrip(api, client, 'Kyoto in spring', ['2027-03-01', '2027-03-10'], {
    currency: 'GBP',
  })) as Made & { reference: string };
  return { client, trip };
};

/** The trip page on one of its tabs. */
export const openTab = (tripId: number, tab: string) =>
  renderAt(`/admin/trips/${tripId}?tab=${tab}`, <TripPage params={{ id: String(tripId) }} />);
