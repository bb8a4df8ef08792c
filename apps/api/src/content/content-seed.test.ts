import { describe, expect, it } from 'vitest';
import { seedDemoContent } from '../seed/demo-content.ts';
import { json } from '../test/harness.ts';
import { type Collection, testAppForFile } from '../test/test-app.ts';

// The seed writes fixtures in bulk (no audit rows).
const t = testAppForFile({ auditCheck: false });

describe('demo content', () => {
  it('seeds every kind once, readable on the v2 paths', async () => {
    expect(await seedDemoContent(t.db)).toBe(54);
    expect(await seedDemoContent(t.db)).toBe(0);
    const total = async (path: string) =>
      (await json<Collection>(await t.request('GET', path)))['hydra:totalItems'];
    expect(await total('/api/v2/articles')).toBe(17);
    expect(await total('/api/v2/pages')).toBe(8);
    expect(await total('/api/v2/press')).toBe(3);
    expect(await total('/api/v2/services')).toBe(4);
    expect(await total('/api/v2/brochures')).toBe(1);
    expect(await total('/api/v2/destination_guides')).toBe(10);
    expect(await total('/api/v2/menus')).toBe(2);
    const admin = await t.login('admin@demo.travel');
    expect(
      (await json<Collection>(await t.request('GET', '/api/articles', { token: admin })))['hydra:totalItems'],
    ).toBe(20);
    const header = (await json<Collection>(await t.request('GET', '/api/v2/menus?code=header')))[
      'hydra:member'
    ][0]!;
    expect((header.items as { children: unknown[] }[]).map((i) => i.children.length)).toEqual([2, 1, 3]);
  });
});
