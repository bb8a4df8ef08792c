import { describe, expect, it } from 'vitest';
import { downloadName, exportFileName } from './use-exchange-actions.ts';

describe('export file names (calls.md 7.3)', () => {
  it('uses the product prefix, the kind and the short French date', () => {
    expect(exportFileName('activity_providers', new Date('2026-11-03T10:00:00Z'))).toBe(
      'travel-backoffice-activity-providers-03-11-26.xlsx',
    );
  });

  it('prefers the name the server gives', () => {
    const headers = new Headers({
      'content-disposition': 'attachment; filename="travel-backoffice-spas-01-02-26.xlsx"',
    });
    expect(downloadName(headers, 'spas')).toBe('travel-backoffice-spas-01-02-26.xlsx');
    expect(downloadName(new Headers(), 'spas')).toMatch(/^travel-backoffice-spas-\d\d-\d\d-\d\d\.xlsx$/);
  });
});
