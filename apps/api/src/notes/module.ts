import type { DomainModule } from '../engine/domain-module.ts';
import { notesResource } from './notes.resource.ts';

// Notes on trips, clients, vendors and invoices (issue 29.6).
export const notesModule: DomainModule = {
  name: 'notes',
  resources: [notesResource],
  routes: [],
  subscribers: [],
  jobs: [],
  searchable: [],
};
