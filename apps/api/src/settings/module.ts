import type { DomainModule } from '../engine/domain-module.ts';
import { settingsResource } from './settings.resource.ts';
import { mountSettingsV2Routes } from './settings-v2.routes.ts';
import { websiteUpdateJob } from './website-update.job.ts';

export const settingsModule: DomainModule = {
  name: 'settings',
  resources: [settingsResource],
  routes: [mountSettingsV2Routes],
  subscribers: [],
  jobs: [websiteUpdateJob],
  searchable: [],
};
