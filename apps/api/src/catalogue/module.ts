import type { DomainModule } from '../engine/domain-module.ts';
import { catalogueSearchable } from '../search/searchable.ts';
import { mountAssociateItemRoute } from './associate-item.route.ts';
import { catalogueFileResources } from './catalogue-files.resource.ts';
import { mountContractRoutes } from './contract.routes.ts';
import { kindItems, vendorKinds } from './define-vendor-kind.ts';
import { mountMapServiceRoutes } from './map-services.routes.ts';
import { vendorContactsResource } from './vendor-contacts.resource.ts';
import { vendorContractsResource } from './vendor-contracts.resource.ts';
import { mountVendorGeoRoutes } from './vendor-geo.routes.ts';
import { vendorGroupsResource } from './vendor-groups.resource.ts';
import { kindItemResources } from './vendor-kind-items.resource.ts';
import { vendorKindResources } from './vendor-kinds.resource.ts';
import { vendorLocationsResource } from './vendor-locations.resource.ts';
import { vendorsResource } from './vendors.resource.ts';

// The vendors, their kinds (accommodations, spas…) and the kinds' items (rooms, treatments…): the
// kinds come from the kind registry (define-vendor-kind.ts), read when this module is loaded, so a
// kind declared before the app is built (eighth-kind.test.ts) is served like the seven.
export const catalogueModule: DomainModule = {
  name: 'catalogue',
  resources: [
    vendorsResource,
    vendorGroupsResource,
    vendorLocationsResource,
    vendorContactsResource,
    vendorContractsResource,
    ...vendorKindResources(),
    ...kindItemResources(),
    ...catalogueFileResources,
    ...vendorKinds().flatMap((kind) => kind.files),
    ...kindItems().flatMap((item) => item.files),
  ],
  routes: [mountContractRoutes, mountVendorGeoRoutes, mountMapServiceRoutes, mountAssociateItemRoute],
  subscribers: [],
  jobs: [],
  searchable: catalogueSearchable(),
};
