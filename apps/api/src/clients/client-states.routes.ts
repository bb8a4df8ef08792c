import type { Hono } from 'hono';
import { mountPossibleTransitions } from '../engine/possible-transitions.route.ts';
import type { AppEnv } from '../http/app-env.ts';
import { clientStates, membershipStates } from './client-states.ts';
import { clientsResource } from './clients.resource.ts';
import { membershipsResource } from './memberships.resource.ts';

// calls.md 7.5: GET /api/client/possible-transitions/{id}, GET /api/membership/possible-transitions/{id}.
export const mountClientStateRoutes = (app: Hono<AppEnv>) => {
  mountPossibleTransitions(app, {
    segment: 'client',
    operationId: 'getClientPossibleTransitions',
    resource: clientsResource,
    machine: clientStates,
  });
  mountPossibleTransitions(app, {
    segment: 'membership',
    operationId: 'getMembershipPossibleTransitions',
    resource: membershipsResource,
    machine: membershipStates,
  });
};
