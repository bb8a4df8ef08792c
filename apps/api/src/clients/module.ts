import type { DomainModule } from '../engine/domain-module.ts';
import { clientsSearchable } from '../search/searchable.ts';
import { clientDocumentsResource } from './client-documents.resource.ts';
import { clientFileResources } from './client-files.resource.ts';
import { clientGuestsResource } from './client-guests.resource.ts';
import { mountClientGuestRoutes } from './client-guests.routes.ts';
import { clientInvoicePdfs, clientInvoicesResource } from './client-invoices.resource.ts';
import { mountClientLogRoutes } from './client-logs.routes.ts';
import { clientPreferencesResource } from './client-preferences.resource.ts';
import { mountClientStateRoutes } from './client-states.routes.ts';
import { clientsResource } from './clients.resource.ts';
import { clientCreditCardsResource } from './credit-cards.resource.ts';
import { mountCreditCardRoutes } from './credit-cards.routes.ts';
import { mountDocumentRoutes } from './documents.routes.ts';
import { membershipsResource } from './memberships.resource.ts';
import { prospectsResource } from './prospects.resource.ts';
import { mountProspectRoutes } from './prospects.routes.ts';
import { referralsResource } from './referrals.resource.ts';
import { vaultPurgeJob } from './vault-purge.job.ts';

export const clientsModule: DomainModule = {
  name: 'clients',
  resources: [
    clientsResource,
    clientGuestsResource,
    referralsResource,
    membershipsResource,
    clientPreferencesResource,
    prospectsResource,
    clientInvoicesResource,
    clientCreditCardsResource,
    clientDocumentsResource,
    ...clientFileResources,
  ],
  routes: [
    mountClientStateRoutes,
    mountProspectRoutes,
    mountCreditCardRoutes,
    mountClientGuestRoutes,
    mountClientLogRoutes,
    mountDocumentRoutes,
  ],
  fileHolders: [clientInvoicePdfs],
  subscribers: [],
  jobs: [vaultPurgeJob],
  searchable: clientsSearchable,
};
