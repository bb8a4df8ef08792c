import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vendorKindPaths } from '../test/catalogue-rows.ts';
import { createTestApp, json, type TestApp } from '../test/harness.ts';
import { longText, optionalEmail, url } from './fields.ts';

const scriptUrls = [
  'javascript:alert(1)',
  'JavaScript:alert(document.cookie)',
  ' javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://example.com/x',
];

describe('field schemas (issue 10.3, 10.11)', () => {
  it('accepts only http(s) addresses in URL fields', () => {
    for (const value of [
      'https://example.com',
      'http://example.com/path?q=1',
      'HTTPS://EXAMPLE.COM',
      '',
      null,
    ]) {
      expect(v.safeParse(url(), value).success, String(value)).toBe(true);
    }
    for (const value of scriptUrls) expect(v.safeParse(url(), value).success, value).toBe(false);
  });

  it('bounds long texts and e-mails', () => {
    expect(v.safeParse(longText(), 'x'.repeat(20_000)).success).toBe(true);
    expect(v.safeParse(longText(), 'x'.repeat(20_001)).success).toBe(false);
    expect(v.safeParse(longText(10), 'x'.repeat(11)).success).toBe(false);
    expect(v.safeParse(optionalEmail(), `${'a'.repeat(200)}@example.com`).success).toBe(false);
  });
});

describe('URL fields through the API (issue 10.11)', () => {
  let t: TestApp;
  let admin: string;
  let vendorIri: string;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.login('admin@demo.travel');
    const res = await t.request('POST', '/api/vendors', {
      token: admin,
      body: { name: 'Url Vendor', website: 'https://url-vendor.example' },
    });
    expect(res.status).toBe(201);
    vendorIri = (await json<{ '@id': string }>(res))['@id'];
  });
  afterAll(() => t.close());

  const expectWebsite422 = async (res: Response) => {
    expect(res.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[] }>(res);
    expect(body.violations.map((x) => x.propertyPath)).toEqual(['website']);
  };

  it('refuses javascript:, data: and vbscript: websites on vendors and every vendor kind', async () => {
    for (const website of scriptUrls) {
      await expectWebsite422(
        await t.request('POST', '/api/vendors', { token: admin, body: { name: 'Bad', website } }),
      );
      await expectWebsite422(await t.request('PATCH', vendorIri, { token: admin, body: { website } }));
    }
    for (const path of vendorKindPaths) {
      await expectWebsite422(
        await t.request('POST', `/api/${path}`, {
          token: admin,
          body: { name: 'Bad', vendor: vendorIri, website: 'javascript:alert(1)' },
        }),
      );
      const ok = await t.request('POST', `/api/${path}`, {
        token: admin,
        body: { name: 'Good', vendor: vendorIri, website: 'https://good.example' },
      });
      expect(ok.status, path).toBe(201);
    }
  });
});
