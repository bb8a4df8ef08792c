import { accountingModule } from './accounting/module.ts';
import { authModule } from './auth/module.ts';
import { catalogueModule } from './catalogue/module.ts';
import { clientsModule } from './clients/module.ts';
import { contentModule } from './content/module.ts';
import { destinationsModule } from './destinations/module.ts';
import { emailsModule } from './emails/module.ts';
import { useResources } from './engine/define-resource.ts';
import { type DomainModule, resourcesOf } from './engine/domain-module.ts';
import { useReactions } from './engine/reactions.ts';
import { enumsModule } from './enums/module.ts';
import { exchangeModule } from './exchange/module.ts';
import { filesModule } from './files/module.ts';
import { jobsModule } from './jobs/module.ts';
import { languageModule } from './language/module.ts';
import { mediaModule } from './media/module.ts';
import { notesModule } from './notes/module.ts';
import { pdfModule } from './pdf/module.ts';
import { referenceModule } from './reference/module.ts';
import { searchModule, searchReactions } from './search/module.ts';
import { useSearchKinds } from './search/search-kinds.ts';
import { settingsModule } from './settings/module.ts';
import { tasksModule } from './tasks/module.ts';
import { tripTemplatesModule } from './trip-templates/module.ts';
import { tripsModule } from './trips/module.ts';
import { usersModule } from './users/module.ts';

// Every domain of the API, each declared in its folder's module.ts. The app mounts their own
// routes in this order, then the engine's routes of all their resources; the resource registry
// (getResource, the Hydra docs) is built from this list. A new domain is one line here.
export const modules: readonly DomainModule[] = [
  authModule,
  enumsModule,
  usersModule,
  destinationsModule,
  settingsModule,
  catalogueModule,
  clientsModule,
  emailsModule,
  exchangeModule,
  tripsModule,
  pdfModule,
  tripTemplatesModule,
  referenceModule,
  filesModule,
  jobsModule,
  tasksModule,
  notesModule,
  accountingModule,
  contentModule,
  mediaModule,
  searchModule,
  languageModule,
];

// Makes the listed resources the ones IRIs and relations resolve to (getResource), and their
// reactions the ones writes run (engine/reactions.ts): done when the routes are built, and by
// whatever writes through the record service before that (the demo seed of a first start, scripts).
export const useModules = () => {
  useResources(resourcesOf(modules));
  // The search's documents are kept by reactions derived from every domain's searchable kinds.
  useSearchKinds(modules);
  useReactions([
    ...modules.flatMap((m) => m.reactions ?? []),
    ...searchReactions(modules.flatMap((m) => m.searchable)),
  ]);
  return modules;
};
