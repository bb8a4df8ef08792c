import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';

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

  it('is hidden on the admin home', () => {
    renderAt('/admin', <Breadcrumbs />);
    expect(screen.queryByRole('navigation', { name: 'Breadcrumb' })).toBeNull();
  });
});
