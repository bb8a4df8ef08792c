import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkedSnippet } from './marked-snippet.tsx';
import { requestFromUrl, urlFromRequest } from './search-api.ts';

describe('MarkedSnippet', () => {
  it('renders only <mark> as markup: the rest of the escaped text stays text', () => {
    const { container } = render(
      <MarkedSnippet
        html={'Caf&eacute; &lt;script&gt;x&lt;/script&gt; <mark>Amalfi</mark> &amp; <mark>Grand</mark>'}
      />,
    );
    expect(container.querySelectorAll('mark')).toHaveLength(2);
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toBe('Caf&eacute; <script>x</script> Amalfi & Grand');
  });
});

describe('advanced search URL state', () => {
  it('round-trips the query, kinds, filters, date ranges, sort and paging', () => {
    const request = {
      kinds: ['vendors', 'accommodations'],
      query: 'grand hotel',
      filters: { destination: ['3', '7'], startDate: { after: '2027-01-01' } },
      sort: 'title' as const,
      page: 2,
      itemsPerPage: 50,
    };
    expect(requestFromUrl(urlFromRequest(request))).toEqual(request);
    expect(requestFromUrl('size=13&page=-2&sort=evil')).toMatchObject({
      itemsPerPage: 10,
      page: 1,
      sort: 'relevance',
    });
  });
});
