import { tripTemplateDmcs } from '../db/schema/index.ts';
import { defineDmcResource } from '../trips/define-dmc-resource.ts';

// calls.md 7.7: a vendor acting as DMC for the template (copied onto trips that import it).
export const tripTemplateDmcsResource = defineDmcResource(tripTemplateDmcs, 'TripTemplate', 'template');
