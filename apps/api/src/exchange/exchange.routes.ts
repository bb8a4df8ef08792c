import { fileTypeFromBuffer } from 'file-type';
import type { Context, Hono } from 'hono';
import { describeRoute, resolver } from 'hono-openapi';
import * as v from 'valibot';
import { kindItems, vendorKinds } from '../catalogue/define-vendor-kind.ts';
import '../catalogue/vendor-kind-items.resource.ts';
import '../catalogue/vendor-kinds.resource.ts';
import { requireAccess } from '../engine/access.ts';
import { getResource } from '../engine/define-resource.ts';
import { buildConditions, type QueryParams } from '../engine/filters.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import { listParameters } from '../engine/mount.ts';
import type { Resource } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError, badRequest } from '../http/problem.ts';
import { int, pick, requestBody } from '../openapi/components.ts';
import { exportFileName } from './file-names.ts';
import { vendorsCsvStream } from './vendors-csv.ts';
import { xlsxExportStream } from './xlsx-export.ts';
import { importXlsx } from './xlsx-import.ts';

// calls.md 7.3: the collections with a spreadsheet export and import: every vendor kind and the
// sub-records that declare it.
export const exchangeResources = () => [
  ...vendorKinds().map((kind) => kind.resource),
  ...kindItems()
    .filter((item) => item.exchange)
    .map((item) => item.resource),
];

const ImportResult = v.pipe(
  v.object({
    '@type': v.string(),
    'hydra:totalItems': int(),
    created: int(),
    updated: int(),
    'hydra:member': v.array(
      v.object({ '@id': v.string(), '@type': v.string(), id: int(), name: v.nullable(v.string()) }),
    ),
  }),
  v.metadata({ ref: 'ImportResult' }),
);

const xlsxType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const maxImportBytes = 20 * 1024 * 1024;

const download = (c: Context, body: ReadableStream, type: string, name: string) =>
  c.body(body, 200, {
    'Content-Type': type,
    'Content-Disposition': `attachment; filename="${name}"`,
    'Cache-Control': 'no-store',
  });

const readUpload = async (c: Context<AppEnv>) => {
  const declared = Number(c.req.header('content-length') ?? 0);
  if (declared > maxImportBytes + 64 * 1024) {
    throw new ApiError(413, 'The file is too large to import (20 MB at most).');
  }
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    throw badRequest('Send the workbook as multipart/form-data with a "file" field.');
  }
  const file = (await c.req.parseBody()).file;
  if (!(file instanceof File)) {
    throw new ApiError(422, 'file: Please select a file.', {
      violations: [{ propertyPath: 'file', message: 'Please select a file.' }],
    });
  }
  if (file.size > maxImportBytes) throw new ApiError(413, 'The file is too large to import (20 MB at most).');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const detected = await fileTypeFromBuffer(bytes);
  if (detected?.ext !== 'xlsx') throw new ApiError(415, 'Only xlsx workbooks can be imported.');
  return bytes;
};

// The list's filters without its paging: an export holds every matching row.
const filterParameters = (resource: Resource) =>
  listParameters(resource).filter((p) => !['page', 'itemsPerPage', 'pagination'].includes(p.name));

const mountExchange = (app: Hono<AppEnv>, resource: Resource) => {
  app.get(
    `/api/${resource.path}/export`,
    describeRoute({
      operationId: `export${resource.plural}`,
      summary: `Export ${resource.plural} as an xlsx workbook (the list's filters apply)`,
      tags: [resource.plural],
      parameters: filterParameters(resource),
      responses: {
        200: {
          description: 'The workbook',
          content: { [xlsxType]: { schema: { type: 'string', format: 'binary' } } },
        },
        ...pick(400, 401, 403),
      },
    }),
    (c) => {
      requireAccess(c, resource.access, 'read');
      const where = buildConditions(resource, c.req.queries() as QueryParams);
      const stream = xlsxExportStream(c.get('deps').db, resource, where);
      return download(c, stream, xlsxType, exportFileName(resource.path, 'xlsx'));
    },
  );
  app.post(
    `/api/${resource.path}/import`,
    describeRoute({
      operationId: `import${resource.plural}`,
      summary: `Import ${resource.plural} from an xlsx workbook: all rows or none`,
      tags: [resource.plural],
      requestBody: requestBody('multipart/form-data', {
        type: 'object',
        properties: { file: { type: 'string', format: 'binary' } },
        required: ['file'],
      }),
      responses: {
        200: {
          description: 'The imported records',
          content: { 'application/ld+json': { schema: resolver(ImportResult) } },
        },
        ...pick(400, 401, 403, 413, 415, 422),
      },
    }),
    async (c) => {
      const user = requireAccess(c, resource.access, 'write');
      const bytes = await readUpload(c);
      return jsonLd(c, await importXlsx(c.get('deps'), user, resource, bytes));
    },
  );
};

export const mountExchangeRoutes = (app: Hono<AppEnv>) => {
  for (const resource of exchangeResources()) mountExchange(app, resource);

  // calls.md 7.3: the vendors export of the second API, as CSV.
  app.get(
    '/next/vendors/export',
    describeRoute({
      operationId: 'exportVendorsCsv',
      summary: "Export vendors as CSV (the vendor list's filters apply)",
      tags: ['Vendors'],
      parameters: filterParameters(getResource('Vendor')),
      responses: {
        200: { description: 'The CSV file', content: { 'text/csv': { schema: { type: 'string' } } } },
        ...pick(400, 401, 403),
      },
    }),
    (c) => {
      const vendors = getResource('Vendor');
      requireAccess(c, vendors.access, 'read');
      const where = buildConditions(vendors, c.req.queries() as QueryParams);
      return download(
        c,
        vendorsCsvStream(c.get('deps').db, where),
        'text/csv; charset=utf-8',
        exportFileName('vendors', 'csv'),
      );
    },
  );
};
