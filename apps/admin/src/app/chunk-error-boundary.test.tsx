import { describe, expect, it } from 'vitest';
import { shouldReloadForChunk } from './chunk-error-boundary.tsx';

describe('chunk load failure (product.md §8)', () => {
  it('reloads once, and not again within 60 seconds', () => {
    const storage = window.sessionStorage;
    storage.clear();
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/x.js');
    expect(shouldReloadForChunk(error, 1_000_000, storage)).toBe(true);
    expect(shouldReloadForChunk(error, 1_030_000, storage)).toBe(false);
    expect(shouldReloadForChunk(error, 1_061_000, storage)).toBe(true);
    expect(shouldReloadForChunk(new Error('boom'), 2_000_000, storage)).toBe(false);
  });
});
