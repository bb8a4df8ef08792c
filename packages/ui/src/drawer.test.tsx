import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './button.tsx';
import { Drawer, DrawerClose, DrawerContent, DrawerTrigger } from './drawer.tsx';

const Example = ({ width }: { width?: number }) => (
  <Drawer>
    <DrawerTrigger asChild>
      <Button>Edit vendor</Button>
    </DrawerTrigger>
    <DrawerContent
      title="Edit vendor"
      description="Contact details"
      width={width}
      footer={
        <DrawerClose asChild>
          <Button variant="secondary">Cancel</Button>
        </DrawerClose>
      }
    >
      <p>Form</p>
    </DrawerContent>
  </Drawer>
);

describe('Drawer', () => {
  it('opens a right-side dialog of 500 px by default', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit vendor' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit vendor' });
    expect(dialog).toHaveAccessibleDescription('Contact details');
    expect(dialog).toHaveClass('right-0');
    expect(dialog).toHaveStyle({ width: '500px' });
  });

  it('takes a width', async () => {
    const user = userEvent.setup();
    render(<Example width={720} />);
    await user.click(screen.getByRole('button', { name: 'Edit vendor' }));
    expect(screen.getByRole('dialog')).toHaveStyle({ width: '720px' });
  });

  it('closes from the footer, the close button and Escape', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('button', { name: 'Edit vendor' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit vendor' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit vendor' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
