// Writes the demo trip's proposal PDF with a two-option proposal (issue 22: options of any type
// priced as the whole trip and per person, inclusions, payment schedule, terms, every destination
// on the cover) and every page as an image under the system's temporary folder; copies the price
// summary page to docs/pdf-proposal-prices.png and the conditions page (inclusions, payment
// schedule, terms) to docs/pdf-proposal-conditions.png. Needs pdftoppm (poppler-utils).
//
//   node scripts/pdf-proposal-options-pages.ts
import { execFileSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../apps/api/src/config/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { createPdfDemoTrip } from '../apps/api/src/pdf/pdf-demo-trip.ts';
import { renderTripPdf } from '../apps/api/src/pdf/render-trip-pdf.ts';

const docs = resolve(dirname(fileURLToPath(import.meta.url)), '../docs');
const dataDir = mkdtempSync(join(tmpdir(), 'pdf-options-pages-'));
const out = join(tmpdir(), 'pdf-proposal-options');
mkdirSync(out, { recursive: true });
const handle = await openDatabase({ inMemory: true });
const one = async (q: ReturnType<typeof sql>) =>
  Number(((await handle.db.execute(q)) as unknown as { rows: { id: number }[] }).rows[0]!.id);
try {
  const config = { ...loadConfig({}), dataDir };
  const { tripId } = await createPdfDemoTrip(handle.db, config, { days: 14, images: 16 });
  const trip = (
    (await handle.db.execute(
      sql`select client_id, start_date::text as start from trips where id = ${tripId}`,
    )) as unknown as { rows: { client_id: number; start: string }[] }
  ).rows[0]!;
  const day = (n: number) =>
    new Date(Date.parse(`${trip.start}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
  for (const name of ['Sophie Ashford', 'James Ashford']) {
    const guest = await one(
      sql`insert into client_guests (client_id, name) values (${trip.client_id}, ${name}) returning id`,
    );
    await handle.db.execute(
      sql`insert into trip_guests (trip_id, client_guest_id) values (${tripId}, ${guest})`,
    );
  }
  for (const name of ['Amalfi Coast', 'Rome']) {
    const dest = await one(sql`insert into destinations (name) values (${name}) returning id`);
    await handle.db.execute(
      sql`insert into trip_destinations (trip_id, destination_id) values (${tripId}, ${dest})`,
    );
  }
  const vendor = await one(sql`select id from vendors order by id limit 1`);
  const hotelA = await one(
    sql`insert into accommodations (vendor_id, name) values (${vendor}, 'Le Sirenuse, Positano') returning id`,
  );
  const hotelB = await one(
    sql`insert into accommodations (vendor_id, name) values (${vendor}, 'Hotel Santa Caterina, Amalfi') returning id`,
  );
  const proposal = await one(sql`
    insert into trip_proposals (trip_id, title, intro_text, inclusions, exclusions, terms, valid_until)
    values (${tripId}, 'Italy, two ways', '<p>Dear James, here is our idea for your trip.</p>',
      '<ul><li>All hotels with breakfast</li><li>Private transfers</li><li>A guide in Rome</li></ul>',
      '<ul><li>International flights</li><li>Travel insurance</li></ul>',
      '<p>A deposit of 30% confirms the booking; the balance is due 60 days before departure.</p><p>Cancellation: see our general conditions.</p>',
      ${day(-60)})
    returning id`);
  const optionA = await one(
    sql`insert into trip_proposal_options (proposal_id, label, description, position) values (${proposal}, 'Option A', 'On the cliffs of Positano', 0) returning id`,
  );
  const optionB = await one(
    sql`insert into trip_proposal_options (proposal_id, label, description, position) values (${proposal}, 'Option B', 'Amalfi, with a boat day', 1) returning id`,
  );
  await handle.db.execute(sql`
    insert into trip_proposal_option_items (option_id, type, accommodation_id, start_date, end_date, currency, client_total_price, vendor_total_price)
    values (${optionA}, 'accommodation', ${hotelA}, ${day(10)}, ${day(13)}, 'EUR', 15400, 12800),
      (${optionB}, 'accommodation', ${hotelB}, ${day(10)}, ${day(13)}, 'EUR', 11200, 9300)`);
  await handle.db.execute(sql`
    insert into trip_proposal_option_items (option_id, type, title, start_date, end_date, start_time, currency, client_total_price)
    values (${optionB}, 'conciergerie_service', 'Private boat to Capri', ${day(11)}, ${day(11)}, '09:30', 'EUR', 2400)`);
  await handle.db.execute(sql`
    insert into payments (trip_id, amount, currency, due_date, paid_date, status)
    values (${tripId}, 12000, 'EUR', ${day(-90)}, ${day(-92)}, 'paid'), (${tripId}, 28000, 'EUR', ${day(-60)}, null, 'pending')`);
  const pdf = (await renderTripPdf(handle.db, config, tripId, 'proposal', { versionLabel: 'Version 1' }))!;
  const file = join(out, 'proposal.pdf');
  writeFileSync(file, pdf.bytes);
  execFileSync('pdftoppm', ['-png', '-r', '60', file, join(out, 'page')]);
  const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
  const pages = text.split('\f');
  const prices = pages.findIndex((p) => p.includes('Whole trip with Option'));
  const images = readdirSync(out)
    .filter((f) => f.startsWith('page-'))
    .sort();
  const conditions = pages.findIndex((p) => p.includes('Payment schedule'));
  if (prices >= 0) copyFileSync(join(out, images[prices]!), join(docs, 'pdf-proposal-prices.png'));
  if (conditions >= 0)
    copyFileSync(join(out, images[conditions]!), join(docs, 'pdf-proposal-conditions.png'));
  console.log(
    `${pdf.pages} pages in ${out}; price summary on page ${prices + 1}, conditions on ${conditions + 1}`,
  );
} finally {
  await handle.close();
  rmSync(dataDir, { recursive: true, force: true });
}
