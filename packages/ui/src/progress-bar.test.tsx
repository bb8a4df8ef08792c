import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './progress-bar.tsx';
import { Spinner } from './spinner.tsx';

describe('ProgressBar', () => {
  it('is a 2 px bar at the top while active', () => {
    render(<ProgressBar active />);
    const bar = screen.getByRole('progressbar', { name: 'Loading' });
    expect(bar).toHaveClass('h-[2px]', 'fixed', 'top-0');
  });

  it('renders nothing when inactive', () => {
    render(<ProgressBar active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('announces a status with a label', () => {
    render(<Spinner label="Saving" />);
    expect(screen.getByRole('status', { name: 'Saving' })).toBeInTheDocument();
  });
});
