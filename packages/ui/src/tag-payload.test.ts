import { describe, expect, it } from 'vitest';
import { toTagPayload } from './tag-payload.ts';

const existing = [
  { '@id': '/api/tags/1', name: 'Beach' },
  { '@id': '/api/tags/2', name: 'Fine Dining' },
];

describe('toTagPayload', () => {
  it('keeps entries containing /api/ as references', () => {
    expect(toTagPayload(['/api/tags/1', '/api/tags/99'], existing)).toEqual({
      tags: ['/api/tags/1', '/api/tags/99'],
      newTags: [],
    });
  });

  it('turns a name matching an existing tag into its reference, ignoring case and spaces', () => {
    expect(toTagPayload(['  fine dining ', 'BEACH'], existing)).toEqual({
      tags: ['/api/tags/2', '/api/tags/1'],
      newTags: [],
    });
  });

  it('sends any other text as a new tag name, trimmed', () => {
    expect(toTagPayload(['Spa ', 'Rooftop bar'], existing)).toEqual({
      tags: [],
      newTags: ['Spa', 'Rooftop bar'],
    });
  });

  it('removes duplicates among references and new names', () => {
    expect(toTagPayload(['/api/tags/1', 'beach', 'Spa', 'spa', ' SPA', '/api/tags/1'], existing)).toEqual({
      tags: ['/api/tags/1'],
      newTags: ['Spa'],
    });
  });

  it('ignores blank entries', () => {
    expect(toTagPayload(['', '   '], existing)).toEqual({ tags: [], newTags: [] });
  });
});
