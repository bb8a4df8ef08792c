import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Card, CardContent, CardHeader, CardTitle } from './card.tsx';
import { FormSection } from './form-section.tsx';

describe('FormSection', () => {
  it('is a region named by its title', () => {
    render(
      <FormSection
        title="Contact"
        description="How the vendor is reached"
        actions={<button type="button">Add</button>}
      >
        <input aria-label="Email" />
      </FormSection>,
    );
    const region = screen.getByRole('region', { name: 'Contact' });
    expect(region).toHaveTextContent('How the vendor is reached');
    expect(screen.getByRole('heading', { name: 'Contact' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });
});

describe('Card', () => {
  it('renders its parts', () => {
    render(
      <Card data-testid="card">
        <CardHeader>
          <CardTitle>Revenue</CardTitle>
        </CardHeader>
        <CardContent>฿1.5k</CardContent>
      </Card>,
    );
    expect(screen.getByRole('heading', { name: 'Revenue' })).toBeInTheDocument();
    expect(screen.getByTestId('card')).toHaveTextContent('฿1.5k');
  });
});
