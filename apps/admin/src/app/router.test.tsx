import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../testing/render.tsx';
import { AppRoutes } from './router.tsx';

describe('AppRoutes', () => {
  it('names an unknown location in the tab title as on the page', () => {
    renderAt('/admin/vendors/12/no/such/place', <AppRoutes />);
    expect(screen.getByRole('heading', { name: 'This page could not be found' })).toBeTruthy();
    expect(document.title).toBe('Page not found · Back office');
  });
});
