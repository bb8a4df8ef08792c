import { hashPassword } from '../auth/password.ts';
import type { VaultKey } from '../clients/vault.ts';
import type { Db } from '../db/client.ts';
import { users, vendorGroups, vendorLocations, vendors } from '../db/schema/index.ts';
import type { FileStore } from '../files/file-store.ts';
import { backfillSearch } from '../search/search-backfill.job.ts';
import { seedDemoKinds } from './demo-catalogue.ts';
import { seedDemoClientVault } from './demo-client-vault.ts';
import { seedDemoClients } from './demo-clients.ts';
import { seedDemoContent } from './demo-content.ts';
import { seedDemoEmails } from './demo-emails.ts';
import { seedDemoInvoices } from './demo-invoices.ts';
import { seedDemoMedia } from './demo-media.ts';
import { seedDemoPreferences, seedDemoProspects } from './demo-preferences.ts';
import { seedDemoTaskTemplates } from './demo-task-templates.ts';
import { seedDemoTasks } from './demo-tasks.ts';
import { seedDemoTaxRates } from './demo-tax-rates.ts';
import { seedDemoTripTemplates } from './demo-trip-templates.ts';
import { seedDemoTrips } from './demo-trips.ts';
import { demoPassword, demoUsers } from './demo-users.ts';
import { demoGroups, demoVendors } from './demo-vendors.ts';
import { isEmpty } from './is-empty.ts';
import { needsReferenceData, type ReferenceSeedCounts, seedReferenceData } from './reference-data.ts';

const slug = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, '-');

export const seedUsers = async (db: Db, password = demoPassword) => {
  const hash = await hashPassword(password);
  await db.insert(users).values(demoUsers.map((u) => ({ ...u, passwordHash: hash })));
};

// Demo data for an empty database, in one transaction: all of it or nothing. Reference data
// (lists, currencies, destinations, airports, airlines, settings) is seeded with it, and also into
// a database that has users but never had reference data (one created before it existed).
// Later starts only run the two counts.
// `files`: where the demo invoices' PDFs go (without it they have none); `cards`: the card vault
// key the demo cards are sealed with (without it they have none).
export const seedDemoData = async (
  db: Db,
  opts: { files?: FileStore; cards?: VaultKey } = {},
): Promise<SeedResult | false> => {
  const started = performance.now();
  const hasNoUsers = await isEmpty(db, users);
  const withReference = await needsReferenceData(db);
  if (!hasNoUsers && !withReference) return false;
  const counts = await db.transaction(async (tx) => {
    if (hasNoUsers) {
      await seedUsers(tx);
      await seedDemoVendors(tx);
    }
    const reference = withReference ? await seedReferenceData(tx) : {};
    // The invoice lines' tax rates (a code already there is kept): on every seeding start, so a
    // database made before them gets them too.
    await seedDemoTaxRates(tx);
    // The catalogue's places need the destinations and lists the reference data brings.
    if (hasNoUsers) {
      await seedDemoKinds(tx);
      // After the reference lists: the guests' diets and allergies are links to them.
      await seedDemoClients(tx);
      await seedDemoPreferences(tx);
      await seedDemoProspects(tx);
      await seedDemoClientVault(tx, opts.cards);
      await seedDemoInvoices(tx, opts.files);
      // After the clients: their e-mail history.
      await seedDemoEmails(tx);
      // After the clients, their guests and the catalogue: trips with items of every type.
      await seedDemoTrips(tx);
      // After the trips: the staff's tasks on them, and the trips' travel director.
      await seedDemoTasks(tx);
      // After the trips: templates made from three of them.
      await seedDemoTripTemplates(tx);
      // The task templates of the agency's process (tasks/automation makes their tasks).
      await seedDemoTaskTemplates(tx);
      // The media gallery (after the reference data's image tags); renditions by the media sweep.
      await seedDemoMedia(tx, opts.files);
      // After the users and the reference lists: the website content (issue 27).
      await seedDemoContent(tx);
    }
    // The search documents of what the seed wrote with SQL (search/search-backfill.job.ts).
    await backfillSearch(tx);
    return reference;
  });
  return { counts, ms: Math.round(performance.now() - started) };
};

export type SeedResult = { counts: ReferenceSeedCounts; ms: number };

export const seedDemoVendors = async (tx: Db) => {
  const groups = await tx
    .insert(vendorGroups)
    .values(demoGroups.map((name) => ({ name })))
    .returning({ id: vendorGroups.id, name: vendorGroups.name });
  const groupId = new Map(groups.map((g) => [g.name, g.id]));
  const created = await tx
    .insert(vendors)
    .values(
      demoVendors.map(([name, , , , , group], i) => ({
        name,
        status: i % 17 === 16 ? 'blacklisted' : 'active',
        email: `reservations@${slug(name).slice(0, 40)}.example`,
        website: `https://${slug(name).slice(0, 40)}.example`,
        phone: `+1 555 01${String(i).padStart(2, '0')}`,
        groupId: groupId.get(group) ?? null,
      })),
    )
    .returning({ id: vendors.id });
  await tx.insert(vendorLocations).values(
    demoVendors.map(([, city, country, lat, lng], i) => ({
      vendorId: created[i]!.id,
      city,
      country,
      latitude: lat.toFixed(7),
      longitude: lng.toFixed(7),
    })),
  );
};
