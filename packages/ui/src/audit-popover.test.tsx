import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { AuditPopover } from './audit-popover.tsx';
import { installDomShims } from './test-utils.ts';

beforeAll(installDomShims);

const record = {
  createdAt: '2025-03-05T14:07:00Z',
  createdBy: 'Anna Lee',
  updatedAt: '2025-03-06T09:30:00Z',
  updatedBy: 'Ben Moss',
  deletedAt: null,
};

describe('AuditPopover', () => {
  it('renders nothing unless the user is a super admin', () => {
    const { container } = render(<AuditPopover isSuperAdmin={false} {...record} />);
    expect(container).toBeEmptyDOMElement();
    expect(screen.queryByRole('button', { name: 'Record history' })).not.toBeInTheDocument();
  });

  it('shows created and updated dates and users to a super admin', async () => {
    const user = userEvent.setup();
    render(<AuditPopover isSuperAdmin {...record} />);
    await user.click(screen.getByRole('button', { name: 'Record history' }));
    const dialog = screen.getByRole('dialog', { name: 'Record history' });
    expect(dialog).toHaveTextContent('Created03/05/2025 2:07 PM by Anna Lee');
    expect(dialog).toHaveTextContent('Updated03/06/2025 9:30 AM by Ben Moss');
    expect(dialog).not.toHaveTextContent('Deleted');
  });

  it('shows the deletion date when the record is deleted', async () => {
    const user = userEvent.setup();
    render(<AuditPopover isSuperAdmin {...record} deletedAt="2025-03-07T00:00:00Z" />);
    await user.click(screen.getByRole('button', { name: 'Record history' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Deleted03/07/2025 12:00 AM');
  });
});
