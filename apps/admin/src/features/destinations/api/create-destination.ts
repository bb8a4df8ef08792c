import {
  type createDestinationResponseSuccess,
  type DestinationInput,
  getCreateDestinationUrl,
} from '@backoffice/sdk';
import { apiFetch } from '@backoffice/sdk/core';

// calls.md 7.4: the admin creates destinations with POST /api/destinations.json (the API accepts
// the format suffix on any path; the generated createDestination posts to /api/destinations).
export const createDestinationJson = (body: DestinationInput) =>
  apiFetch<createDestinationResponseSuccess>(`${getCreateDestinationUrl()}.json`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
