import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addClient, addTrip } from '../../testing/fixtures.ts';
import { realApiForFile } from '../../testing/real-api-file.ts';
import { renderAt } from '../../testing/render.tsx';
import { ClientPage } from './client-page.tsx';

const api = realApiForFile();

describe("the client's Trips tab", () => {
  it("lists the client's trips (client.id filter) with a New trip button for that client", async () => {
    const bruno = await addClient(api, 'Bruno Ferreira', { status: 'active' });
    const other = await addClient(api, 'Chiara Lombardi', { status: 'active' });
    const lisbon = await addTrip(api, bruno, 'Lisbon weekend', ['2027-05-01', '2027-05-04']);
    // A new trip is a draft; the proposal is sent through the server's moves.
    for (const status of ['proposal_preparation', 'proposal_pricing', 'proposal_sent'])
      await api.patch(`${lisbon['@id']}/status-change`, { status });
    await addTrip(api, other, 'Not his', ['2027-06-01', '2027-06-08']);

    renderAt(`/admin/clients/${bruno.id}?tab=trips`, <ClientPage params={{ id: String(bruno.id) }} />);
    const table = await screen.findByRole('table', { name: 'Trips' });
    expect(
      within(table)
        .getByRole('link', { name: String(lisbon.reference) })
        .getAttribute('href'),
    ).toBe(`/admin/trips/${lisbon.id}`);
    expect(within(table).getByText('Lisbon weekend')).toBeTruthy();
    // Issue 30.1: the itinerary one click away.
    expect(
      within(table)
        .getByRole('link', { name: `Open the itinerary of ${lisbon.reference}` })
        .getAttribute('href'),
    ).toBe(`/admin/trips/${lisbon.id}/itinerary`);
    expect(within(table).getByText('01 May 2027 – 04 May 2027')).toBeTruthy();
    expect(await within(table).findByText('Proposal sent')).toBeTruthy();
    expect(within(table).queryByText('Not his')).toBeNull();
    expect(screen.getByRole('link', { name: 'New trip' }).getAttribute('href')).toBe(
      `/admin/trips/new?client=${bruno.id}`,
    );
    expect(api.calls('GET', new RegExp(`^/api/trips\\?.*client.id=${bruno.id}`)).length).toBeGreaterThan(0);
  });

  it('says so when the client has no trip', async () => {
    const ines = await addClient(api, 'Ines Carvalho', { status: 'prospect' });
    renderAt(`/admin/clients/${ines.id}?tab=trips`, <ClientPage params={{ id: String(ines.id) }} />);
    expect(await screen.findByText('No trips yet.')).toBeTruthy();
  });
});
