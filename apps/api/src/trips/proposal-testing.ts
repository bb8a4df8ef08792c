import { type AdminTestApp, callOk } from '../test/admin-app.ts';

// Options A then B of a proposal, written by the admin; each may take more fields.
export const optionsAB = async (
  t: AdminTestApp,
  proposal: { '@id': string },
  a: Record<string, unknown> = {},
  b: Record<string, unknown> = {},
) => {
  const option = (label: string, more: Record<string, unknown>) =>
    callOk(t, 'POST', '/api/trip_proposal_options', { proposal: proposal['@id'], label, ...more });
  const optionA = await option('Option A', a);
  return { optionA, optionB: await option('Option B', b) };
};

// A hotel stay of an option from `startDate` to `endDate` (the trip's dates), written by the admin;
// its prices and currency as given.
export const addStay = (
  t: AdminTestApp,
  option: { '@id': string },
  accommodation: string,
  [startDate, endDate]: [string, string],
  more: Record<string, unknown> = {},
) =>
  callOk(t, 'POST', '/api/trip_proposal_option_items', {
    option: option['@id'],
    accommodation,
    startDate,
    endDate,
    ...more,
  });
