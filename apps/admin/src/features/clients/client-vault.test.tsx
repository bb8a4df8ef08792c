import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { addClient } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ClientPage } from './client-page.tsx';

const api = realApiForFile();
let client: { '@id': string; id: number };

beforeAll(async () => {
  client = await addClient(api, 'Margot Delacroix', { email: 'margot@delacroix.example', status: 'vip' });
});

const openClient = (id: number, tab: string) =>
  renderAt(`/admin/clients/${id}?tab=${tab}`, <ClientPage params={{ id: String(id) }} />);

const nextYear = String(new Date().getUTCFullYear() + 2);

describe('cards tab', () => {
  it('shows the server violation on the number, then adds a good card masked and as main', async () => {
    const user = userEvent.setup();
    openClient(client.id, 'cards');
    expect(await screen.findByText('No cards yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByLabelText(/cvv|cvc|security/i)).toBeNull();
    await user.type(within(dialog).getByLabelText('Card number'), '4242 4242 4242 4241');
    await user.type(within(dialog).getByLabelText('Expiry month'), '9');
    await user.type(within(dialog).getByLabelText('Expiry year'), nextYear);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const numberField = within(dialog).getByLabelText('Card number');
    await waitFor(() => expect(numberField.getAttribute('aria-invalid')).toBe('true'));
    expect(api.calls('POST', '/api/client_credit_cards').length).toBe(1);

    await user.clear(numberField);
    await user.type(numberField, '4242 4242 4242 4242');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const table = await screen.findByRole('table', { name: 'Cards' });
    expect(within(table).getByText('•••• 4242')).toBeTruthy();
    expect(within(table).getByText('Main')).toBeTruthy();
    expect(within(table).getByText('Margot Delacroix')).toBeTruthy();
    expect(within(table).queryByText(/4242 4242/)).toBeNull();
    expect(api.calls('POST', '/api/client_credit_cards').at(-1)!.body).toMatchObject({
      client: client['@id'],
      number: '4242 4242 4242 4242',
      expMonth: 9,
      expYear: Number(nextYear),
    });
  });

  it('reveals the number after the confirmation, logs it, and masks it again after 30 s', async () => {
    const user = userEvent.setup({ delay: null });
    const { client: queryClient } = openClient(client.id, 'cards');
    const table = await screen.findByRole('table', { name: 'Cards' });
    await user.click(within(table).getByRole('button', { name: 'Reveal Visa •••• 4242' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText(/written to the client's log/)).toBeTruthy();
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      await user.click(within(confirm).getByRole('button', { name: 'Reveal' }));
      const number = await within(table).findByRole('status', { name: 'Number of Visa •••• 4242' });
      expect(number.textContent).toBe('4242 4242 4242 4242');
      expect(
        localStorage.length === 0 || !JSON.stringify({ ...localStorage }).includes('4242424242424242'),
      ).toBe(true);
      // Neither the query cache nor the mutation cache keeps the number.
      const cached = JSON.stringify([
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
        queryClient
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ]);
      expect(cached).not.toContain('4242424242424242');
      const logs = await api.db.select().from(api.schema.clientLogs);
      expect(logs.some((l) => l.clientId === client.id && l.kind === 'card-reveal')).toBe(true);
      await act(() => vi.advanceTimersByTimeAsync(31_000));
      expect(within(table).queryByRole('status')).toBeNull();
      expect(within(table).getByText('•••• 4242')).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('sets another card as main', async () => {
    const user = userEvent.setup();
    await api.post('/api/client_credit_cards', {
      client: client['@id'],
      number: '5555555555554444',
      expMonth: 3,
      expYear: Number(nextYear),
    });
    openClient(client.id, 'cards');
    const table = await screen.findByRole('table', { name: 'Cards' });
    await user.click(await within(table).findByRole('button', { name: 'Set Mastercard •••• 4444 as main' }));
    await waitFor(async () => {
      const rows = await api.db.select().from(api.schema.clientCreditCards);
      expect(rows.find((r) => r.last4 === '4444')?.main).toBe(true);
    });
  });

  it('shows no add or reveal button to the accountant', async () => {
    await api.signIn('accountant@demo.travel');
    try {
      openClient(client.id, 'cards');
      const table = await screen.findByRole('table', { name: 'Cards' });
      expect(within(table).getByText('•••• 4242')).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Add card' })).toBeNull();
      expect(within(table).queryByRole('button', { name: /Reveal/ })).toBeNull();
    } finally {
      await api.signIn();
    }
  });
});

describe('log tab', () => {
  it('pages the log ten at a time from the server and adds a note', async () => {
    const user = userEvent.setup();
    const other = await addClient(api, 'Paulo Nunes');
    for (let i = 1; i <= 12; i++)
      await api.post('/api/client_logs', { client: other['@id'], message: `Note ${i}` });
    openClient(other.id, 'log');
    const table = await screen.findByRole('table', { name: 'Client log' });
    await within(table).findByText('Note 12');
    // 12 notes and the creation of the client.
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(api.calls('GET', /^\/api\/client_logs\?/).at(-1)!.path).toMatch(
      /page=1.*itemsPerPage=10|itemsPerPage=10.*page=1/,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 2')).toBeTruthy();
    expect(await within(table).findByText('Note 1')).toBeTruthy();

    await user.type(screen.getByLabelText('Note'), 'Prefers aisle seats');
    await user.click(screen.getByRole('button', { name: 'Add note' }));
    expect(await within(table).findByText('Prefers aisle seats')).toBeTruthy();
    expect(screen.getByText('Page 1 of 2')).toBeTruthy();
    expect(api.calls('POST', '/api/client_logs').at(-1)!.body).toEqual({
      client: other['@id'],
      message: 'Prefers aisle seats',
    });
  });
});

describe('documents vault', () => {
  it('requests documents and shows the one-time link', async () => {
    const user = userEvent.setup();
    openClient(client.id, 'files');
    expect(await screen.findByText('No documents received yet.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Request documents' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText("Driver's licence"));
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    const link = (await within(dialog).findByLabelText('One-time link')) as HTMLInputElement;
    expect(link.value).toMatch(/\/documents\/submit\/[A-Za-z0-9_-]{20,}$/);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(api.calls('POST', `/api/clients/${client.id}/document-request`).at(-1)!.body).toEqual({
      kinds: ['passport', 'driverLicense'],
      sendEmail: false,
    });
  });

  // The upload itself is covered by the browser test (e2e/client-vault.e2e.ts): in jsdom, a file
  // sent through the SDK does not reach the API's file store intact. Here the document row is
  // written directly, without its encrypted file.
  it('lists what the client sent, asks the API for the file on Open, and deletes after confirming', async () => {
    const user = userEvent.setup();
    const [row] = await api.db
      .insert(api.schema.clientDocuments)
      .values({
        clientId: client.id,
        kind: 'passport',
        name: 'passport-scan',
        mimeType: 'image/png',
        extension: 'png',
        size: 2048,
        filePath: 'missing/file.bin',
        wrappedKey: 'x',
      })
      .returning();
    const tab = { location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => tab as unknown as Window);
    try {
      openClient(client.id, 'files');
      const table = await screen.findByRole('table', { name: 'Client documents' });
      const line = within(table).getByText('passport-scan').closest('tr')!;
      expect(within(line).getByText('Passport')).toBeTruthy();
      expect(within(line).getByText('2 KB')).toBeTruthy();
      await user.click(within(line).getByRole('button', { name: 'Open passport-scan' }));
      await waitFor(() => expect(tab.close).toHaveBeenCalled());
      expect(open).toHaveBeenCalledWith('', '_blank');
      expect(api.calls('GET', `/api/client_documents/${row!.id}/file`)).toHaveLength(1);
      expect(await screen.findByText('The file of this document is missing.')).toBeTruthy();

      await user.click(within(line).getByRole('button', { name: 'Delete passport-scan' }));
      await user.click(
        within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
      );
      expect(await screen.findByText('No documents received yet.')).toBeTruthy();
    } finally {
      open.mockRestore();
    }
  });
});
