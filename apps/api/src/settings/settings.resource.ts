import { baseCurrencySetting } from '../accounting/base-currency.ts';
import { isIsoCurrency } from '../accounting/money.ts';
import { settings } from '../db/schema/index.ts';
import { defineResource } from '../engine/define-resource.ts';
import { longText, requiredText } from '../engine/fields.ts';
import { unprocessable } from '../http/problem.ts';
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
    // The books' base currency (accounting/base-currency.ts) is an ISO 4217 code, kept upper case:
    // anything else is a 422 on `value`, not a setting silently read as the default.
    beforeWrite: (values, ctx) => {
      if ((values.code ?? ctx.existing?.code) !== baseCurrencySetting) return values;
      const code = String(values.value ?? ctx.existing?.value ?? '')
        .trim()
        .toUpperCase();
      if (!/^[A-Z]{3}$/.test(code) || !isIsoCurrency(code))
        throw unprocessable([
          { propertyPath: 'value', message: 'This value should be an ISO 4217 currency code (such as GBP).' },
        ]);
      values.value = code;
      return values;
    },
    // product.md §4.5: saving robots.txt updates the website, requested in the save's transaction
    // (the website.update job runs once it is committed). Without a webhook configured the save
    // still goes through; website-update-headers.ts tells the screen.
    afterWrite: async (row, ctx) => {
      if (row.code === robotsTxtCode && ctx.deps.config.websiteUpdateUrl)
        await requestWebsiteUpdate(ctx, `setting ${robotsTxtCode} saved`);
    },
  },
});
