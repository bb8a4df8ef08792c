import type { Hono } from 'hono';
import type { FileHolder } from '../files/define-file-resource.ts';
import type { AppEnv } from '../http/app-env.ts';
import type { Job } from '../jobs/define-job.ts';
import type { Subscriber } from '../jobs/on-change.ts';
import type { SearchableKind } from '../search/searchable.ts';
import type { Reaction } from './reactions.ts';
import type { Resource } from './types.ts';

// A domain's own operations (transitions, exports, PDFs…), mounted before every generic resource
// route: some share a path with those and must answer first. The module list is passed for the
// few that serve the records of every domain (GET /files/{path}).
export type RouteMount = (app: Hono<AppEnv>, modules: readonly DomainModule[]) => void;

// What the search reads of one kind of record (search/searchable.ts): each domain lists its own.
export type SearchableFields = SearchableKind;

// What a domain brings to the API, declared in its folder (`trips/module.ts`) and listed once in
// modules.ts: the app's routes, the resource registry and the Hydra docs derive from the list.
export type DomainModule = {
  name: string;
  // Its resources, each in exactly one module (the engine mounts their CRUD routes).
  resources: readonly Resource[];
  routes: readonly RouteMount[];
  // Records holding a stored file without being an attachments collection (an invoice's PDF).
  fileHolders?: readonly FileHolder[];
  // What it does when records change (jobs/on-change.ts) and the work it runs later
  // (`<area>/<name>.job.ts`): the worker starts the jobs of every module.
  subscribers: readonly Subscriber[];
  jobs: readonly Job<any>[];
  // What it does in the same transaction when records of a table are written (engine/reactions.ts).
  reactions?: readonly Reaction[];
  searchable: readonly SearchableFields[];
};

export const resourcesOf = (modules: readonly DomainModule[]) => modules.flatMap((m) => m.resources);
