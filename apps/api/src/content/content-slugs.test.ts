import { beforeAll, describe, expect, it } from 'vitest';
import { json } from '../test/harness.ts';
import { type Item, testAppForFile } from '../test/test-app.ts';
import { slugify } from './slug.ts';

// On PostgreSQL the writes run on a pool of connections, truly at the same time; on PGlite they
// take turns, which the test still covers.
const t = testAppForFile({ poolSize: 20 });
let marketing: string;

beforeAll(async () => {
  marketing = await t.login('marketing@demo.travel');
});

describe('slugs', () => {
  it('folds accents and punctuation', () => {
    expect(slugify('Élan & Café — Paris!')).toBe('elan-cafe-paris');
    expect(slugify('Straße in Zürich, Æble')).toBe('strasse-in-zurich-aeble');
    expect(slugify('   ')).toBe('item');
    expect(slugify('x'.repeat(300))).toHaveLength(200);
  });

  it('stay unique under 20 concurrent creates of one title', async () => {
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.request('POST', '/api/articles', { token: marketing, body: { title: 'Same Title Everywhere' } }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201));
    const slugs = await Promise.all(answers.map(async (a) => (await json<Item>(a)).slug as string));
    expect(new Set(slugs).size).toBe(20);
    expect(slugs).toContain('same-title-everywhere');
    expect(slugs).toContain('same-title-everywhere-20');
  });
});
