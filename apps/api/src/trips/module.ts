import type { DomainModule } from '../engine/domain-module.ts';
import { tripsSearchable } from '../search/searchable.ts';
import { mountNextTripRoutes } from './next-trips.routes.ts';
import { paymentsResource } from './payments.resource.ts';
import { tripDaysResource } from './trip-days.resource.ts';
import { mountTripDayRoutes } from './trip-days.routes.ts';
import { tripDmcsResource } from './trip-dmcs.resource.ts';
import { tripEventsResource } from './trip-events.resource.ts';
import { tripFileResources } from './trip-files.resource.ts';
import { tripGuestsResource } from './trip-guests.resource.ts';
import { mountTripHistoryRoutes } from './trip-history.routes.ts';
import { tripItemResources, tripItemsResource } from './trip-items.resource.ts';
import { mountTripItemRoutes } from './trip-items.routes.ts';
import {
  tripProposalOptionItemsResource,
  tripProposalOptionsResource,
  tripProposalPagesResource,
  tripProposalsResource,
} from './trip-proposals.resource.ts';
import { mountTripProposalRoutes } from './trip-proposals.routes.ts';
import { mountTripStateRoutes } from './trip-states.routes.ts';
import { tripsResource } from './trips.resource.ts';

export const tripsModule: DomainModule = {
  name: 'trips',
  resources: [
    tripsResource,
    tripDaysResource,
    tripDmcsResource,
    tripGuestsResource,
    tripEventsResource,
    paymentsResource,
    tripItemsResource,
    ...Object.values(tripItemResources),
    tripProposalsResource,
    tripProposalPagesResource,
    tripProposalOptionsResource,
    tripProposalOptionItemsResource,
    ...tripFileResources,
  ],
  routes: [
    mountTripStateRoutes,
    mountTripDayRoutes,
    mountTripHistoryRoutes,
    mountTripItemRoutes,
    mountTripProposalRoutes,
    mountNextTripRoutes,
  ],
  subscribers: [],
  jobs: [],
  searchable: tripsSearchable,
};
