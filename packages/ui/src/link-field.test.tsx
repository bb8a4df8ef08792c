import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHttpUrl, LinkField } from './link-field.tsx';

afterEach(() => vi.restoreAllMocks());

describe('isHttpUrl', () => {
  it('accepts http and https URLs with a host', () => {
    expect(isHttpUrl('https://www.aman.com/resorts')).toBe(true);
    expect(isHttpUrl('http://example.com')).toBe(true);
    expect(isHttpUrl('  HTTPS://example.com/a?b=c  ')).toBe(true);
  });

  it('rejects other schemes, partial URLs and text', () => {
    expect(isHttpUrl('www.aman.com')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('mailto:someone@example.com')).toBe(false);
    expect(isHttpUrl('ftp://example.com')).toBe(false);
    expect(isHttpUrl('https://')).toBe(false);
    expect(isHttpUrl('')).toBe(false);
    expect(isHttpUrl(null)).toBe(false);
  });
});

describe('LinkField', () => {
  it('opens an http(s) value in a new tab', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<LinkField aria-label="Website" value="https://www.aman.com" onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Website' })).toHaveValue('https://www.aman.com');
    await user.click(screen.getByRole('button', { name: 'Open link' }));
    expect(open).toHaveBeenCalledWith('https://www.aman.com', '_blank', 'noopener,noreferrer');
  });

  it('disables the open button when the value is not a URL', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    render(<LinkField aria-label="Website" value="aman dot com" onChange={() => {}} />);
    const button = screen.getByRole('button', { name: 'Open link' });
    expect(button).toBeDisabled();
    await user.click(button);
    expect(open).not.toHaveBeenCalled();
  });
});
