import { and, desc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema/index.ts';
import { adminAppForFile, postCreated } from '../test/admin-app.ts';
import { json } from '../test/harness.ts';

const t = adminAppForFile();
let content: string;

type Item = Record<string, unknown> & { '@id': string; id: number };
type Collection = { 'hydra:member': Item[]; 'hydra:totalItems': number };

const post = (path: string, body: unknown) => postCreated(t, path, body);

const workbookOf = async (res: Response) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(await res.arrayBuffer());
  return wb;
};
const rowsOf = (wb: ExcelJS.Workbook) => {
  const sheet = wb.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Record<string, unknown>[] = [];
  sheet.eachRow((row, line) => {
    if (line === 1) return;
    const values = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(header.map((h, i) => [h, values[i] ?? null])));
  });
  return { header, rows };
};
const importFile = async (path: string, bytes: ArrayBuffer | Uint8Array, name = 'list.xlsx') => {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  return t.request('POST', path, { token: t.admin, body: form });
};
const names = async (vendorId: number) =>
  (
    await json<Collection>(
      await t.request('GET', `/api/accommodations?vendor.id=${vendorId}&itemsPerPage=100&order[id]=asc`, {
        token: t.admin,
      }),
    )
  )['hydra:member'].map((m) => m.name);

let vendor: Item;
let amenities: Item[];

beforeAll(async () => {
  content = await t.login('content@demo.travel');
  vendor = await post('/api/vendors', { name: 'Rosewood Exchange' });
  amenities = [
    await post('/api/accommodation_amenities', { name: 'Butler X' }),
    await post('/api/accommodation_amenities', { name: 'Pool X' }),
  ];
  await post('/api/accommodations', {
    name: 'Rosewood Paris',
    vendor: vendor['@id'],
    stars: 5,
    boutique: true,
    checkIn: '15:00',
    amenities: amenities.map((a) => a['@id']),
  });
  await post('/api/accommodations', { name: '=HYPERLINK("http://evil.example")', vendor: vendor['@id'] });
  await post('/api/accommodations', {
    name: 'Rosewood Villa',
    vendor: vendor['@id'],
    description: 'Sea view',
  });
});

describe('spreadsheet export and import', () => {
  it('exports the filtered list as xlsx, neutralising formulas, and imports it back unchanged', async () => {
    const res = await t.request('GET', `/api/accommodations/export?vendor.id=${vendor.id}`, {
      token: t.admin,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="travel-backoffice-accommodations-\d{2}-\d{2}-\d{2}\.xlsx"$/,
    );
    const wb = await workbookOf(res);
    const { header, rows } = rowsOf(wb);
    expect(header).toEqual(
      expect.arrayContaining(['id', 'name', 'stars', 'vendor', 'amenities', 'vendor (name)']),
    );
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({
      name: 'Rosewood Paris',
      stars: 5,
      boutique: true,
      checkIn: '15:00:00',
      vendor: vendor.id,
      'vendor (name)': 'Rosewood Exchange',
      amenities: amenities.map((a) => a.id).join(', '),
    });
    expect(rows[1]!.name).toBe(`'=HYPERLINK("http://evil.example")`);

    // Edit one name, add a new row, and import the same workbook.
    const sheet = wb.worksheets[0]!;
    const nameCol = header.indexOf('name') + 1;
    sheet.getRow(4).getCell(nameCol).value = 'Rosewood Villa Riviera';
    const added = header.map((h) => (h === 'name' ? 'Rosewood London' : h === 'vendor' ? vendor.id : null));
    sheet.addRow(added);
    const imported = await importFile('/api/accommodations/import', await wb.xlsx.writeBuffer());
    expect(imported.status).toBe(200);
    const result = await json<{ created: number; updated: number; 'hydra:member': Item[] }>(imported);
    expect(result).toMatchObject({ created: 1, updated: 3 });
    expect(result['hydra:member'].map((m) => m.name)).toContain('Rosewood London');
    expect(await names(vendor.id)).toEqual([
      'Rosewood Paris',
      '=HYPERLINK("http://evil.example")',
      'Rosewood Villa Riviera',
      'Rosewood London',
    ]);
    const paris = (
      await json<Collection>(
        await t.request('GET', `/api/accommodations?name=Rosewood%20Paris`, { token: t.admin }),
      )
    )['hydra:member'][0]!;
    expect(paris).toMatchObject({ stars: 5, boutique: true, amenities: amenities.map((a) => a['@id']) });

    // One audit row per written record, with what changed (nothing for the rows left as they were).
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'Accommodation'),
          inArray(
            auditLog.entityId,
            result['hydra:member'].map((m) => m.id),
          ),
        ),
      )
      .orderBy(desc(auditLog.id))
      .limit(4);
    const byName = new Map(audits.map((a) => [(a.after as Item).name, a]));
    expect(byName.get('Rosewood London')).toMatchObject({ action: 'create', before: null });
    expect(byName.get('Rosewood Villa Riviera')).toMatchObject({ action: 'update', changedFields: ['name'] });
    expect((byName.get('Rosewood Villa Riviera')!.before as Item).name).not.toBe('Rosewood Villa Riviera');
    expect(byName.get('Rosewood Paris')).toMatchObject({ action: 'update', changedFields: [] });
  });

  it('reads the same ExcelJS-written export twelve times in a row', async () => {
    const res = await t.request('GET', `/api/accommodations/export?vendor.id=${vendor.id}`, {
      token: t.admin,
    });
    const bytes = new Uint8Array(await res.arrayBuffer());
    for (let i = 0; i < 12; i++) {
      const again = await importFile('/api/accommodations/import', bytes);
      expect(again.status, `import ${i + 1}`).toBe(200);
    }
  });

  it('checks every row first and writes nothing when one is bad, naming the rows', async () => {
    const before = await names(vendor.id);
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('x');
    sheet.addRow(['id', 'name', 'vendor', 'stars']);
    sheet.addRow([null, 'Good new hotel', vendor.id, 4]);
    sheet.addRow([null, '', vendor.id, 4]);
    sheet.addRow([null, 'Unknown vendor', 999999, 3]);
    sheet.addRow([999999, 'Unknown id', vendor.id, 'five']);
    const res = await importFile('/api/accommodations/import', await wb.xlsx.writeBuffer());
    expect(res.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string }[]; 'hydra:description': string }>(res);
    expect(body.violations.map((v) => v.propertyPath)).toEqual([
      'rows[3].name',
      'rows[4].vendor',
      'rows[5].stars',
      'rows[5].id',
    ]);
    expect(body['hydra:description']).toContain('Row 3: name: This value should not be blank.');
    expect(await names(vendor.id)).toEqual(before);
  });

  it('rolls back the batches it wrote when a later row is bad, and finds a repeated id across batches', async () => {
    const before = await names(vendor.id);
    const [first] = (
      await json<Collection>(
        await t.request('GET', `/api/accommodations?vendor.id=${vendor.id}&order[id]=asc`, {
          token: t.admin,
        }),
      )
    )['hydra:member'];
    const wb = new ExcelJS.Workbook();
    const sheet = wb.addWorksheet('x');
    sheet.addRow(['id', 'name', 'vendor']);
    sheet.addRow([first!.id, 'Renamed in batch one', vendor.id]);
    // Batches hold 500 rows: these fill the first two, the bad rows come in the third.
    for (let i = 0; i < 1100; i++) sheet.addRow([null, `Bulk hotel ${i}`, vendor.id]);
    sheet.addRow([null, '', vendor.id]);
    sheet.addRow([first!.id, 'Same id again', vendor.id]);
    const res = await importFile('/api/accommodations/import', await wb.xlsx.writeBuffer());
    expect(res.status).toBe(422);
    const body = await json<{ violations: { propertyPath: string; message: string }[] }>(res);
    expect(body.violations).toEqual([
      { propertyPath: 'rows[1103].name', message: 'This value should not be blank.' },
      { propertyPath: 'rows[1104].id', message: 'This id appears on more than one row.' },
    ]);
    expect(await names(vendor.id)).toEqual(before);
  });

  it('refuses what is not an xlsx workbook, unknown columns and readers', async () => {
    const text = await importFile('/api/spas/import', new TextEncoder().encode('name\nSpa'), 'spas.xlsx');
    expect(text.status).toBe(415);
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('x').addRow(['name', 'colour']);
    const unknown = await importFile('/api/spas/import', await wb.xlsx.writeBuffer());
    expect(unknown.status).toBe(400);
    expect((await json<Record<string, string>>(unknown))['hydra:description']).toContain('colour');
    const forbidden = await t.request('GET', '/api/spas/export', { token: content });
    expect(forbidden.status).toBe(403);
  });

  it('exports every listed collection, empty ones included', async () => {
    for (const path of [
      'activities',
      'activity_providers',
      'conciergeries',
      'conciergerie_services',
      'restaurants',
      'spas',
      'wineries',
      'transfers',
      'transportation_providers',
    ]) {
      const res = await t.request('GET', `/api/${path}/export`, { token: t.admin });
      expect(res.status, path).toBe(200);
      const { header } = rowsOf(await workbookOf(res));
      expect(header[0]).toBe('id');
      expect(header).toContain('name');
    }
  });

  it('exports vendors as CSV with their services, neutralising formulas', async () => {
    await post('/api/vendors', { name: '+Formula Vendor, "quoted"' });
    const res = await t.request('GET', '/next/vendors/export?search=rosewood', { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /travel-backoffice-vendors-\d{2}-\d{2}-\d{2}\.csv/,
    );
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,name,status,group,email,phone,website,cities,services');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`${vendor.id},Rosewood Exchange,active,,,,,,accommodations`);
    const all = await (await t.request('GET', '/next/vendors/export', { token: t.admin })).text();
    expect(all).toContain(`"'+Formula Vendor, ""quoted"""`);
  });
});
