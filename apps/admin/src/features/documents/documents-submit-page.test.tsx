import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { DocumentsSubmitPage } from './documents-submit-page.tsx';

const api = realApiForFile({ signIn: false });
let client: { '@id': string; id: number };

// No sign-in: the page is public, the link's hash is the only key.
beforeAll(async () => {
  client = await addClient(api, 'Ingrid Solberg', { email: 'ingrid@solberg.example' });
});

const newLink = async (kinds: string[]) => {
  const request = await api.post(`/api/clients/${client.id}/document-request`, { kinds });
  return String(request.link).split('/').pop()!;
};
const openLink = (hash: string) =>
  renderAt(`/documents/submit/${hash}`, <DocumentsSubmitPage params={{ hash }} />);

describe('documents submit page', () => {
  it('lists the documents asked for, refuses a wrong file before sending, submits the details and thanks', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const hash = await newLink(['passport', 'covid']);
    openLink(hash);
    const list = await screen.findByRole('list', { name: 'Documents asked for' });
    expect(within(list).getByText('Passport')).toBeTruthy();
    expect(within(list).getByText('COVID certificate')).toBeTruthy();
    expect(within(list).queryByText('Credit card')).toBeNull();

    await user.upload(
      screen.getByLabelText('Upload: Passport'),
      new File(['plain text'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Choose an image (JPEG, PNG…) or a PDF.')).toBeTruthy();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'scan.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByLabelText('Upload: COVID certificate'), big);
    expect(await screen.findByText('The file is larger than 10 MB.')).toBeTruthy();
    expect(api.calls('POST', /^\/api\/v2\/upload-/)).toHaveLength(0);

    const form = screen.getByRole('form', { name: 'Your details' });
    await user.type(within(form).getByLabelText('First name'), 'Ingrid');
    await user.type(within(form).getByLabelText('Passport number'), 'NO1234567');
    await user.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeTruthy();
    expect(api.calls('POST', '/api/v2/documents').at(-1)!.body).toEqual({
      hash,
      firstName: 'Ingrid',
      passportNumber: 'NO1234567',
    });
    // The link is closed, and the client's documents hold the details.
    await expect(api.get(`/api/v2/documents/${hash}`, '')).rejects.toThrow(/404/);
    const documents = await api.get(`/api/client_documents?client.id=${client.id}`);
    expect((documents['hydra:member'] as { kind: string }[]).map((d) => d.kind)).toEqual(['details']);
  });

  it('says so when the link is not valid or has expired', async () => {
    openLink('this-hash-was-never-issued-by-anyone');
    expect(await screen.findByText('This link is not valid or has expired.')).toBeTruthy();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
