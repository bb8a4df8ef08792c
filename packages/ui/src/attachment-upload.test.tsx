import { render, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type Attachment, AttachmentUpload } from './attachment-upload.tsx';
import { MB } from './file-validation.ts';
import { makeFile } from './test-utils.ts';

const attachments: Attachment[] = [
  { id: '1', name: 'brochure', extension: 'pdf', url: 'https://cdn.example.com/brochure.pdf' },
  { id: '2', name: 'rates', extension: 'xlsx', url: 'https://cdn.example.com/rates.xlsx' },
];

describe('AttachmentUpload', () => {
  it('lists attachments as name.extension with open links', () => {
    render(<AttachmentUpload attachments={attachments} onUpload={vi.fn()} onDelete={vi.fn()} />);
    const items = within(screen.getByRole('list', { name: 'Attachments' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['brochure.pdf', 'rates.xlsx']);
    const open = screen.getByRole('link', { name: 'Open brochure.pdf' });
    expect(open).toHaveAttribute('href', 'https://cdn.example.com/brochure.pdf');
    expect(open).toHaveAttribute('target', '_blank');
  });

  it('uploads any file under 10 MB', async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    render(<AttachmentUpload attachments={[]} onUpload={onUpload} />);
    const file = makeFile('contract.docx', 'application/msword', 'PK', 10 * MB - 1);
    await user.upload(screen.getByLabelText('Upload files'), file);
    await waitFor(() => expect(onUpload).toHaveBeenCalledWith(file));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("rejects files of 10 MB or more with 'File must smaller than 10MB'", async () => {
    const user = userEvent.setup();
    const onUpload = vi.fn();
    render(<AttachmentUpload attachments={[]} onUpload={onUpload} />);
    await user.upload(
      screen.getByLabelText('Upload files'),
      makeFile('video.mp4', 'video/mp4', 'x', 10 * MB),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('File must smaller than 10MB');
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('hands the click to onOpen when given (a signed link is fetched first)', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<AttachmentUpload attachments={attachments} onOpen={onOpen} />);
    await user.click(screen.getByRole('link', { name: 'Open rates.xlsx' }));
    expect(onOpen).toHaveBeenCalledWith(attachments[1]);
  });

  it('deletes an attachment', async () => {
    const user = userEvent.setup();
    const onDelete = vi.fn();
    render(<AttachmentUpload attachments={attachments} onUpload={vi.fn()} onDelete={onDelete} />);
    await user.click(screen.getByRole('button', { name: 'Delete rates.xlsx' }));
    expect(onDelete).toHaveBeenCalledWith(attachments[1]);
  });

  it('hides each control when turned off', () => {
    render(
      <AttachmentUpload
        attachments={attachments}
        onUpload={vi.fn()}
        onDelete={vi.fn()}
        canUpload={false}
        canView={false}
        canDelete={false}
      />,
    );
    expect(screen.queryByLabelText('Upload files')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Delete/ })).not.toBeInTheDocument();
    expect(screen.getByText('brochure.pdf')).toBeInTheDocument();
  });
});
