import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { Modal, ModalContent, ModalTrigger } from './modal.tsx';

describe('Modal', () => {
  it('opens a dialog whose title is 30 px', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn');
    render(
      <Modal>
        <ModalTrigger asChild>
          <Button>Profile</Button>
        </ModalTrigger>
        <ModalContent title="My profile" footer={<Button>Save</Button>}>
          <p>Names</p>
        </ModalContent>
      </Modal>,
    );
    await user.click(screen.getByRole('button', { name: 'Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'My profile' });
    expect(screen.getByRole('heading', { name: 'My profile' })).toHaveClass('text-[30px]');
    expect(dialog).toHaveTextContent('Names');
    // No description is fine: Radix is told so and does not warn.
    expect(warn).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
