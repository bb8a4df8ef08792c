import { describe, expect, it } from 'vitest';
import { listAllPages } from './child-records.ts';

const pagesOf = (total: number) => {
  const asked: number[] = [];
  const read = async (page: number, size: number) => {
    asked.push(page);
    const from = (page - 1) * size;
    const rows = Array.from({ length: Math.max(0, Math.min(size, total - from)) }, (_, i) => ({
      id: from + i + 1,
    }));
    return { data: { 'hydra:member': rows, 'hydra:totalItems': total } };
  };
  return { read, asked };
};

describe('listAllPages', () => {
  it('reads one page when everything fits', async () => {
    const { read, asked } = pagesOf(7);
    expect((await listAllPages(read, 10)).map((r) => r.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(asked).toEqual([1]);
  });

  it('reads every page past the first: nothing is cut off at the page size', async () => {
    const { read, asked } = pagesOf(25);
    const rows = await listAllPages(read, 10);
    expect(rows).toHaveLength(25);
    expect(rows.at(-1)).toEqual({ id: 25 });
    expect(asked.sort()).toEqual([1, 2, 3]);
  });
});
