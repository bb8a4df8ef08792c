import type { DomainModule } from '../engine/domain-module.ts';
import { mountLanguageCheckRoutes } from './language-check.routes.ts';

// The editor's server side: the optional LanguageTool check (harper.js checks in the browser).
export const languageModule: DomainModule = {
  name: 'language',
  resources: [],
  routes: [mountLanguageCheckRoutes],
  subscribers: [],
  jobs: [],
  searchable: [],
};
