import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Textarea } from './textarea.tsx';

describe('Textarea', () => {
  it('starts at 4 rows', () => {
    render(<Textarea aria-label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '4');
  });

  it('grows with its content up to 8 rows', async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Notes" />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    await user.type(box, 'one{Enter}two{Enter}three{Enter}four{Enter}five');
    expect(box).toHaveAttribute('rows', '5');
    await user.type(box, '{Enter}6{Enter}7{Enter}8{Enter}9{Enter}10');
    expect(box).toHaveAttribute('rows', '8');
    expect(box).toHaveClass('overflow-y-auto');
  });

  it('sizes a controlled value on first render', () => {
    render(<Textarea aria-label="Notes" value={'a\nb\nc\nd\ne\nf'} onChange={() => {}} />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).toHaveAttribute('rows', '6');
  });

  it('applies an optional maxLength', async () => {
    const user = userEvent.setup();
    render(<Textarea aria-label="Notes" maxLength={5} />);
    const box = screen.getByRole('textbox', { name: 'Notes' });
    expect(box).toHaveAttribute('maxlength', '5');
    await user.type(box, 'abcdefgh');
    expect(box).toHaveValue('abcde');
  });

  it('has no maxLength by default', () => {
    render(<Textarea aria-label="Notes" />);
    expect(screen.getByRole('textbox', { name: 'Notes' })).not.toHaveAttribute('maxlength');
  });
});
