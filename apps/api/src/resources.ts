import './catalogue/catalogue-files.resource.ts';
import { kindItems } from './catalogue/define-vendor-kind.ts';
import { vendorContactsResource } from './catalogue/vendor-contacts.resource.ts';
import { vendorContractsResource } from './catalogue/vendor-contracts.resource.ts';
import { vendorGroupsResource } from './catalogue/vendor-groups.resource.ts';
import './catalogue/vendor-kind-items.resource.ts';
import { vendorKindResources } from './catalogue/vendor-kinds.resource.ts';
import { vendorLocationsResource } from './catalogue/vendor-locations.resource.ts';
import { vendorsResource } from './catalogue/vendors.resource.ts';
import { clientDocumentsResource } from './clients/client-documents.resource.ts';
import './clients/client-files.resource.ts';
import { clientGuestsResource } from './clients/client-guests.resource.ts';
import { clientInvoicesResource } from './clients/client-invoices.resource.ts';
import { clientPreferencesResource } from './clients/client-preferences.resource.ts';
import { clientsResource } from './clients/clients.resource.ts';
import { clientCreditCardsResource } from './clients/credit-cards.resource.ts';
import { membershipsResource } from './clients/memberships.resource.ts';
import { prospectsResource } from './clients/prospects.resource.ts';
import { referralsResource } from './clients/referrals.resource.ts';
import './destinations/destination-files.resource.ts';
import { destinationsResource } from './destinations/destinations.resource.ts';
import { emailLogsResource } from './emails/email-logs.resource.ts';
import { emailTemplatesResource } from './emails/email-templates.resource.ts';
import { allFileResources } from './files/define-file-resource.ts';
import { tripPdfsResource } from './pdf/trip-pdfs.resource.ts';
import { airlinesResource } from './reference/airlines.resource.ts';
import { airportsResource } from './reference/airports.resource.ts';
import { currenciesResource } from './reference/currencies.resource.ts';
import { nameListResources } from './reference/name-lists.resource.ts';
import { settingsResource } from './settings/settings.resource.ts';
import {
  tripTemplateDaysResource,
  tripTemplateDmcsResource,
  tripTemplateItemResources,
  tripTemplateItemsResource,
  tripTemplatesResource,
} from './trip-templates/trip-templates.resource.ts';
import { paymentsResource } from './trips/payments.resource.ts';
import { tripDaysResource } from './trips/trip-days.resource.ts';
import { tripDmcsResource } from './trips/trip-dmcs.resource.ts';
import { tripEventsResource } from './trips/trip-events.resource.ts';
import './trips/trip-files.resource.ts';
import { tripGuestsResource } from './trips/trip-guests.resource.ts';
import { tripItemResources, tripItemsResource } from './trips/trip-items.resource.ts';
import {
  tripProposalOptionItemsResource,
  tripProposalOptionsResource,
  tripProposalPagesResource,
  tripProposalsResource,
} from './trips/trip-proposals.resource.ts';
import { tripsResource } from './trips/trips.resource.ts';
import { usersResource } from './users/users.resource.ts';

// The registry: adding a simple resource is one definition file plus one line here.
export const resources = [
  vendorsResource,
  vendorGroupsResource,
  vendorLocationsResource,
  vendorContactsResource,
  vendorContractsResource,
  ...vendorKindResources(),
  ...kindItems().map((item) => item.resource),
  clientsResource,
  clientGuestsResource,
  referralsResource,
  membershipsResource,
  clientPreferencesResource,
  prospectsResource,
  clientInvoicesResource,
  clientCreditCardsResource,
  clientDocumentsResource,
  emailTemplatesResource,
  tripsResource,
  tripDaysResource,
  tripDmcsResource,
  tripGuestsResource,
  tripEventsResource,
  paymentsResource,
  tripPdfsResource,
  tripItemsResource,
  ...Object.values(tripItemResources),
  tripProposalsResource,
  tripProposalPagesResource,
  tripProposalOptionsResource,
  tripProposalOptionItemsResource,
  tripTemplatesResource,
  tripTemplateDaysResource,
  tripTemplateDmcsResource,
  tripTemplateItemsResource,
  ...Object.values(tripTemplateItemResources),
  emailLogsResource,
  usersResource,
  destinationsResource,
  airportsResource,
  airlinesResource,
  currenciesResource,
  settingsResource,
  ...nameListResources,
  // Every attachments and images collection, declared with the record that owns it.
  ...allFileResources(),
];
