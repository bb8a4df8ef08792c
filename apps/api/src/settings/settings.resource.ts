import { settings } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText, requiredText } from '../engine/fields.ts';
import { requestWebsiteUpdate } from './request-website-update.ts';

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
  hooks: {
    // product.md §4.5: saving robots.txt updates the website, requested in the save's transaction
    // (the website.update job runs once it is committed). Without a webhook configured the save
    // still goes through; website-update-headers.ts tells the screen.
    afterWrite: async (row, ctx) => {
      if (row.code === robotsTxtCode && ctx.deps.config.websiteUpdateUrl)
        await requestWebsiteUpdate(ctx, `setting ${robotsTxtCode} saved`);
    },
  },
});
