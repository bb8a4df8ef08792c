import type { Row, Tx } from '../engine/types.ts';
import { unprocessable } from '../http/problem.ts';
import {
  clientOfTrip,
  guestsOnTripNotOf,
  paymentsOfTripNotOf,
  tripsOfGuestNotOf,
} from './client-links.queries.ts';

// A trip, the guests who travel on it and its payments belong to one client (issue 23.8). These
// checks run in the beforeWrite hooks of the guest, the trip and the payment: a change that would
// make them disagree is a 422 on the field, saying what to undo first.

const list = (names: string[]) => (names.length > 3 ? `${names.slice(0, 3).join(', ')}…` : names.join(', '));

// A client guest moved to another client while they travel on a trip of the first one.
export const refuseGuestMove = async (tx: Tx, values: Row, existing: Row | undefined) => {
  if (!existing || values.clientId === undefined || values.clientId === existing.clientId) return;
  const trips = await tripsOfGuestNotOf(tx, existing.id as number, values.clientId as number);
  if (trips.length === 0) return;
  throw unprocessable([
    {
      propertyPath: 'client',
      message: `This guest travels on trip ${list(trips)} of their client: take them off ${trips.length > 1 ? 'these trips' : 'that trip'} before moving them to another client.`,
    },
  ]);
};

// A trip given another client while guests of the first one travel on it, or its payments are
// recorded for the first one.
export const refuseTripClientChange = async (tx: Tx, values: Row, existing: Row | undefined) => {
  if (!existing || values.clientId === undefined || values.clientId === existing.clientId) return;
  const tripId = existing.id as number;
  const clientId = values.clientId as number;
  const guests = await guestsOnTripNotOf(tx, tripId, clientId);
  if (guests.length) {
    throw unprocessable([
      {
        propertyPath: 'client',
        message: `Guests of the trip's client travel on it (${list(guests)}): take them off the trip before giving it another client.`,
      },
    ]);
  }
  const payments = await paymentsOfTripNotOf(tx, tripId, clientId);
  if (payments) {
    throw unprocessable([
      {
        propertyPath: 'client',
        message: `The trip has ${payments} payment(s) of its client: a trip with payments keeps its client.`,
      },
    ]);
  }
};

// A payment's client is its trip's client (the default when none is given).
export const refusePaymentClient = async (tx: Tx, values: Row, existing: Row | undefined) => {
  const tripId = (existing?.tripId ?? values.tripId) as number | undefined;
  const clientId = values.clientId !== undefined ? values.clientId : existing?.clientId;
  if (tripId == null || (existing && values.clientId === undefined)) return;
  const tripClient = await clientOfTrip(tx, tripId);
  if (tripClient === undefined || clientId === tripClient) return;
  throw unprocessable([
    { propertyPath: 'client', message: "A payment's client must be the client of its trip." },
  ]);
};
