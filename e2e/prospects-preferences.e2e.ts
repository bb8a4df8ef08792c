import { describe, expect, inject, it } from 'vitest';
import { api, browserForFile, signedInPage } from './browser.ts';

const baseUrl = inject('baseUrl');

const browser = browserForFile();

const openAs = async (path: string, email = 'travel@demo.travel') => {
  const { page, errors } = await signedInPage(browser, baseUrl, email, /\/admin\//);
  await page.goto(`${baseUrl}${path}`);
  return { page, errors };
};

describe('prospects', () => {
  it('converts a prospect whose e-mail a client already has: the match, then Create anyway', async () => {
    const existing = await api(baseUrl, 'POST', '/api/clients', {
      firstName: 'Helena',
      lastName: 'Strand',
      email: 'helena@strand.example',
    });
    const prospect = await api(baseUrl, 'POST', '/api/prospects', {
      name: 'Helena Strand-Berg',
      email: 'HELENA@strand.example',
      source: 'website',
      message: 'A week in the Dolomites in July.',
    });
    const { page, errors } = await openAs('/admin/prospects?search=strand');
    await page.getByRole('link', { name: 'Helena Strand-Berg' }).click();
    await page.waitForURL(/\/admin\/prospects\/\d+$/);
    await page.getByRole('button', { name: 'Convert to client' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convert to client' });
    await dialog.getByRole('button', { name: 'Convert' }).click();
    await dialog.getByText('A client with this e-mail is already on file.').waitFor();
    expect(await dialog.getByRole('link', { name: /Open the existing client/ }).getAttribute('href')).toBe(
      `/admin/clients/${existing.id}`,
    );
    await dialog.getByRole('button', { name: 'Create anyway' }).click();
    await page.waitForURL(/\/admin\/clients\/\d+$/);
    const clientId = Number(page.url().split('/').pop());
    expect(clientId).not.toBe(existing.id);
    const after = await api(baseUrl, 'GET', `/api/prospects/${prospect.id}`);
    expect(after).toMatchObject({ status: 'converted', client: `/api/clients/${clientId}` });
    expect(errors.filter((e) => !e.includes('409'))).toEqual([]);
    await page.close();
  });
});

describe('client preferences', () => {
  it("records a client's first preferences and keeps them", async () => {
    const client = await api(baseUrl, 'POST', '/api/clients', { firstName: 'Tomas', lastName: 'Lindgren' });
    const { page, errors } = await openAs(`/admin/clients/preferences?client=${client.id}`);
    const form = page.getByRole('form', { name: 'New client preferences' });
    await form.getByRole('switch', { name: 'Boutique hotel' }).click();
    await form.getByLabel('Number of rooms').fill('2');
    await form.getByRole('button', { name: 'Dining', exact: true }).click();
    await form.getByRole('region', { name: 'Dining' }).getByRole('checkbox', { name: 'Japanese' }).click();
    await form.getByRole('button', { name: 'Save preferences' }).click();
    await page.waitForURL(/\/admin\/clients\/preferences\/\d+$/);
    const after = await api(baseUrl, 'GET', `/api/clients/${client.id}`);
    const preferences = await api(baseUrl, 'GET', String(after.preferences));
    expect(preferences).toMatchObject({ boutiqueHotel: true, numberRooms: 2 });
    expect((preferences.favoriteCuisines as string[]).length).toBe(1);

    await page.reload();
    const edit = page.getByRole('form', { name: 'Edit client preferences' });
    expect(await edit.getByRole('switch', { name: 'Boutique hotel' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await edit.getByLabel('Number of rooms').inputValue()).toBe('2');
    expect(errors).toEqual([]);
    await page.close();
  });
});
