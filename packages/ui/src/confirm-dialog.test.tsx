import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';
import { ConfirmDialog, type ConfirmOptions, ConfirmProvider, useConfirm } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it("defaults to 'Are you sure?' and the delete warning", async () => {
    const user = userEvent.setup();
    render(<ConfirmDialog trigger={<Button>Delete</Button>} onConfirm={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Are you sure?' });
    expect(dialog).toHaveAccessibleDescription(
      'Do you really want to delete this record? This process cannot be undone.',
    );
  });

  it('cancels without confirming', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog trigger={<Button>Delete</Button>} onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalled();
  });

  it('stays open with a pending button while an async confirm runs, then closes', async () => {
    const user = userEvent.setup();
    let finish = () => {};
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(
      <ConfirmDialog trigger={<Button>Delete</Button>} onConfirm={onConfirm} confirmText="Delete now" />,
    );
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: /Delete now/ }));
    const confirm = screen.getByRole('button', { name: /Delete now/ });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => finish());
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('stays open when the async confirm fails', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn().mockRejectedValue(new Error('Network'));
    render(<ConfirmDialog trigger={<Button>Delete</Button>} onConfirm={onConfirm} />);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeEnabled();
  });
});

describe('useConfirm', () => {
  const Screen = ({ options, onAnswer }: { options?: ConfirmOptions; onAnswer: (ok: boolean) => void }) => {
    const confirm = useConfirm();
    return <Button onClick={async () => onAnswer(await confirm(options))}>Remove</Button>;
  };

  it('resolves true when confirmed, with the given title, content and danger button', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(
      <ConfirmProvider>
        <Screen
          options={{ title: 'Remove vendor?', content: 'It leaves every itinerary.', danger: true }}
          onAnswer={onAnswer}
        />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove vendor?' });
    expect(dialog).toHaveAccessibleDescription('It leaves every itinerary.');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveClass('bg-red-600');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('resolves false when cancelled or dismissed with Escape', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    render(
      <ConfirmProvider>
        <Screen onAnswer={onAnswer} />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(screen.getByRole('alertdialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(onAnswer).toHaveBeenLastCalledWith(false));

    await user.click(screen.getByRole('button', { name: 'Remove' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(onAnswer).toHaveBeenCalledTimes(2));
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('opens a follow-up confirmation asked right after the first is confirmed', async () => {
    const user = userEvent.setup();
    const onAnswer = vi.fn();
    const TwoSteps = () => {
      const confirm = useConfirm();
      return (
        <Button onClick={async () => (await confirm()) && onAnswer(await confirm({ title: 'Really?' }))}>
          Purge
        </Button>
      );
    };
    render(
      <ConfirmProvider>
        <TwoSteps />
      </ConfirmProvider>,
    );
    await user.click(screen.getByRole('button', { name: 'Purge' }));
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alertdialog', { name: 'Really?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
  });

  it('throws outside the provider', () => {
    const Lonely = () => {
      useConfirm();
      return null;
    };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Lonely />)).toThrow('useConfirm must be used inside <ConfirmProvider>');
    vi.mocked(console.error).mockRestore();
  });
});
