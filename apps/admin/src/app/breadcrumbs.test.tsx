import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useRecordTitle } from '../lib/record-title.ts';
import { renderAt } from '../testing/render.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { useDocumentTitle } from './document-title.ts';

// A record screen naming its record, with the shell's breadcrumbs and tab title.
const RecordScreen = ({ title, path, page }: { title: string; path?: string; page?: string }) => {
  useRecordTitle(title, { path, page });
  return null;
};
const Shell = ({ location, route }: { location: string; route: string }) => {
  useDocumentTitle(location, route);
  return <Breadcrumbs />;
};

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent?.replace('/', '').trim());

describe('breadcrumbs', () => {
  it('lists the pages above the current one and skips path segments that are not pages', () => {
    renderAt('/admin/vendors/12/tabs/Details', <Breadcrumbs />);
    expect(crumbs()).toEqual(['Home', 'Vendors', 'Vendor', 'Vendor details']);
    expect(screen.getByRole('link', { name: 'Vendors' }).getAttribute('href')).toBe('/admin/vendors');
    expect(screen.getByText('Vendor details').getAttribute('aria-current')).toBe('page');
  });

  it('words a page as its heading does (sentence case), and a bare segment with its first letter up', () => {
    const { unmount } = renderAt('/admin/purchases/commissions', <Breadcrumbs />);
    expect(crumbs()).toEqual(['Home', 'Purchases', 'Supplier commissions']);
    // No CSS capitalisation: it made "Supplier Commissions" of the heading's "Supplier commissions".
    expect(screen.getByText('Supplier commissions').className).not.toContain('capitalize');
    unmount();
    renderAt('/admin/vendors/12/no-such-page', <Breadcrumbs />);
    expect(crumbs()?.at(-1)).toBe('No such page');
  });

  it('is hidden on the admin home', () => {
    renderAt('/admin', <Breadcrumbs />);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });

  it('names the record, not its kind, in the breadcrumbs and the tab title', () => {
    const { unmount } = renderAt(
      '/admin/vendors/12/tabs/Details',
      <>
        <Shell location="/admin/vendors/12/tabs/Details" route="Vendor details" />
        <RecordScreen title="Villa Cimbrone" path="/admin/vendors/12" page="Details" />
      </>,
    );
    expect(crumbs()).toEqual(['Home', 'Vendors', 'Villa Cimbrone', 'Details']);
    expect(screen.getByRole('link', { name: 'Villa Cimbrone' }).getAttribute('href')).toBe(
      '/admin/vendors/12',
    );
    expect(document.title).toBe('Villa Cimbrone · Vendor details · Back office');
    unmount();

    renderAt(
      '/admin/accommodations/5',
      <>
        <Shell location="/admin/accommodations/5" route="Accommodation" />
        <RecordScreen title="Hotel Caruso" />
      </>,
    );
    expect(crumbs()).toEqual(['Home', 'Accommodations', 'Hotel Caruso']);
    expect(screen.getByText('Hotel Caruso').getAttribute('aria-current')).toBe('page');
    expect(document.title).toBe('Hotel Caruso · Accommodation · Back office');
  });

  it('forgets a record once its screen is gone', () => {
    const { rerender } = renderAt(
      '/admin/destinations/4',
      <>
        <Shell location="/admin/destinations/4" route="Destination" />
        <RecordScreen title="Venice" />
      </>,
    );
    expect(crumbs()).toEqual(['Home', 'Destinations', 'Venice']);
    rerender(<Shell location="/admin/destinations/4" route="Destination" />);
    expect(document.title).toBe('Destination · Back office');
  });
});
