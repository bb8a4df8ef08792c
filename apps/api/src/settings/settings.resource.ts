import { settings } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText, requiredText } from '../engine/fields.ts';

export const robotsTxtCode = 'robots.txt';

export const settingsResource = defineResource({
  type: 'Setting',
  path: 'settings',
  table: settings,
  access: 'settings',
  updateVerbs: ['PATCH'],
  writable: {
    code: requiredText(255),
    value: longText(),
    description: longText(),
  },
  required: ['code'],
  filters: { code: { kind: 'partial', path: 'code' } },
  order: ['code', 'id', 'updatedAt'],
  defaultOrder: { code: 'asc' },
  clientPagination: true,
  // Saving robots.txt updates the website: see website-update.ts (websiteUpdateOnRobotsTxt).
});
