import { eq } from 'drizzle-orm';
import type { Context, Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import type { Db } from '../db/client.ts';
import { clientLogs, clients, users } from '../db/schema/index.ts';
import { guard, requireAccess } from '../engine/access.ts';
import { jsonLd } from '../engine/handlers/respond.ts';
import { handPagedCollection } from '../engine/hydra.ts';
import { readJsonObject } from '../engine/input.ts';
import type { AppEnv } from '../http/app-env.ts';
import { notFound, unprocessable, type Violation } from '../http/problem.ts';
import { validQuery } from '../http/validate.ts';
import {
  addSchema,
  answers,
  jsonContent,
  pick,
  ref,
  schemaOf,
  stringProperties,
} from '../openapi/components.ts';
import { cardLabel } from './card-number.ts';
import {
  type ClientLogRow,
  clientLogEntity,
  clientLogEntry,
  clientLogPage,
  registerClientLogEntity,
} from './client-logs.queries.ts';

// The records of a client that GET /api/client_logs follows, and how it names them.
const text = (x: unknown) => (typeof x === 'string' && x.trim() ? x.trim() : undefined);
registerClientLogEntity('ClientGuest', { noun: 'guest', label: (s) => text(s.name) ?? '' });
registerClientLogEntity('Referral', {
  noun: 'referral',
  label: (s) => text(s.referredName) ?? (s.referredClientId ? `client #${s.referredClientId}` : ''),
});
registerClientLogEntity('Membership', { noun: 'membership', label: (s) => text(s.programme) ?? '' });
registerClientLogEntity('ClientCreditCard', {
  noun: 'card',
  label: (s) => cardLabel(String(s.brand ?? ''), String(s.last4 ?? '')),
});

const fieldWords: Record<string, string> = {
  last4: 'last four digits',
  expMonth: 'expiry month',
  expYear: 'expiry year',
  numberPurgedAt: 'number purge',
  referredClientId: 'referred client',
  addressLine2: 'address line 2',
};
const skipped = new Set(['updatedAt', 'updatedBy', 'createdAt', 'createdBy', 'version', 'id', 'clientId']);
// ["email", "mobilePhone", "status"] → "email, mobile phone, status (prospect → active)"
const fields = (row: ClientLogRow) =>
  (row.changed ?? [])
    .filter((f) => !skipped.has(f))
    .map((f) => {
      const words = fieldWords[f] ?? f.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
      const from = row.prior?.[f];
      const to = row.snapshot?.[f];
      return f === 'status' && typeof from === 'string' && typeof to === 'string'
        ? `${words} (${from} → ${to})`
        : words;
    })
    .join(', ');

// An audit row as a sentence: "Updated email, phone", "Added guest Anna Rossi".
const changeMessage = (row: ClientLogRow) => {
  const snapshot = row.snapshot ?? {};
  const changed = fields(row);
  if (row.entity === 'Client') {
    if (row.action === 'create') return `Created client ${text(snapshot.name) ?? ''}`.trim();
    if (row.action === 'delete') return 'Deleted client';
    return changed ? `Updated ${changed}` : 'Updated client';
  }
  const entity = clientLogEntity(row.entity ?? '');
  const what = `${entity?.noun ?? row.entity} ${entity?.label(snapshot) ?? ''}`.trim();
  if (row.action === 'create') return `Added ${what}`;
  if (row.action === 'delete') return `Removed ${what}`;
  return changed ? `Updated ${what}: ${changed}` : `Updated ${what}`;
};

const emailMessage = (row: ClientLogRow) => {
  const s = row.snapshot ?? {};
  const subject = String(s.subject ?? '');
  return s.status === 'failed' ? `E-mail failed: ${subject} (to ${s.recipient})` : `E-mail sent: ${subject}`;
};

const actorOf = (row: ClientLogRow) => {
  if (row.actor_id == null) return null;
  const name =
    [row.actor_first, row.actor_last].filter(Boolean).join(' ') || row.actor_email || `#${row.actor_id}`;
  return { '@id': `/api/users/${row.actor_id}`, id: row.actor_id, name };
};

const entry = (row: ClientLogRow) => ({
  '@id': `/api/client_logs/${row.source}-${row.id}`,
  '@type': 'ClientLog',
  id: `${row.source}-${row.id}`,
  kind: row.kind,
  message:
    row.source === 'audit' ? changeMessage(row) : row.source === 'email' ? emailMessage(row) : row.message,
  actor: actorOf(row),
  at: new Date(row.at).toISOString(),
});

const ClientLogEntry = v.object({
  '@id': v.string(),
  '@type': v.string(),
  id: v.string(),
  kind: v.string(),
  message: v.string(),
  actor: v.nullable(v.object({ '@id': v.string(), id: v.number(), name: v.string() })),
  at: v.pipe(v.string(), v.isoTimestamp()),
});

const digits = v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'Expected a whole number.'));
const LogQuery = v.object({
  'client.id': digits,
  page: v.optional(digits),
  itemsPerPage: v.optional(digits),
});

const NoteInput = v.object({
  client: v.pipe(v.string(), v.description('IRI of the client')),
  message: v.pipe(v.string(), v.maxLength(5000)),
});

const clientIdOf = (value: unknown) => {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  const m = typeof value === 'string' ? /^(?:\/api\/clients\/)?(\d{1,9})$/.exec(value.trim()) : null;
  return m ? Number(m[1]) : undefined;
};

const clientExists = async (db: Db, id: number) =>
  (await db.select({ id: clients.id }).from(clients).where(eq(clients.id, id)).limit(1)).length > 0;

const collection = (c: Context, rows: ClientLogRow[], total: number, page: number, perPage: number) => {
  const url = new URL(c.req.url);
  const at = (n: number) => {
    url.searchParams.set('page', String(n));
    return `/api/client_logs?${url.searchParams.toString()}`;
  };
  return {
    ...handPagedCollection('/api/client_logs', rows.map(entry), total, [page, perPage], at),
    // calls.md 7.5 reads the total from totalItems; Hydra clients from hydra:totalItems.
    totalItems: total,
  };
};

// calls.md 7.5: GET /api/client_logs?client.id=&page=&itemsPerPage= (10 a page by default) and
// POST /api/client_logs {client, message}, a staff note.
export const mountClientLogRoutes = (app: Hono<AppEnv>) => {
  addSchema('ClientLogInput', schemaOf(NoteInput));
  addSchema('ClientLogCollection', {
    type: 'object',
    properties: {
      ...stringProperties('@context', '@id', '@type'),
      'hydra:totalItems': { type: 'integer' },
      totalItems: { type: 'integer' },
      'hydra:member': { type: 'array', items: ref('ClientLog') },
      'hydra:view': ref('HydraView'),
    },
    required: ['hydra:member', 'hydra:totalItems', 'totalItems'],
  });
  app.get(
    '/api/client_logs',
    describeRoute({
      operationId: 'listClientLogs',
      summary: "A client's log, newest first: notes, changes to the client and its records, e-mails, reads",
      tags: ['ClientLogs'],
      responses: answers(200, 'A page of entries', jsonContent('ClientLogCollection'), [400, 401, 403, 404]),
    }),
    guard('clients', 'read'),
    validQuery(LogQuery),
    async (c) => {
      const q = c.req.valid('query');
      const clientId = Number(q['client.id']);
      const page = Math.max(1, Number(q.page ?? 1));
      const perPage = Math.min(100, Math.max(1, Number(q.itemsPerPage ?? 10)));
      const { db } = c.get('deps');
      if (!(await clientExists(db, clientId))) throw notFound();
      const { rows, total } = await clientLogPage(db, clientId, perPage, (page - 1) * perPage);
      // The ClientLog schema is named by the list's members below.
      return jsonLd(c, collection(c, rows, total, page, perPage));
    },
  );

  app.get(
    '/api/client_logs/:id{(?:log|audit|email)-[0-9]{1,12}}',
    describeRoute({
      operationId: 'getClientLog',
      summary: "One entry of a client's log",
      tags: ['ClientLogs'],
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: 'log-12' }],
      responses: answers(200, 'The entry', jsonContent('ClientLog'), [401, 403, 404]),
    }),
    async (c) => {
      requireAccess(c, 'clients', 'read');
      const [source, raw] = c.req.param('id').split('-') as [string, string];
      const id = Number(raw);
      if (!Number.isSafeInteger(id) || id > 2 ** 53 - 1) throw notFound();
      const row = await clientLogEntry(c.get('deps').db, source, id);
      if (!row) throw notFound();
      return jsonLd(c, entry(row));
    },
  );

  app.post(
    '/api/client_logs',
    describeRoute({
      operationId: 'createClientLog',
      summary: "Add a staff note to a client's log",
      tags: ['ClientLogs'],
      requestBody: { required: true, content: jsonContent('ClientLogInput') },
      responses: {
        201: { description: 'The note', content: { 'application/ld+json': { schema: ref('ClientLog') } } },
        ...pick(400, 401, 403, 422),
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'clients', 'write');
      const body = await readJsonObject(c);
      const violations: Violation[] = [];
      const clientId = clientIdOf(body.client);
      const message = typeof body.message === 'string' ? body.message.trim() : '';
      if (body.client === undefined || body.client === null || body.client === '')
        violations.push({ propertyPath: 'client', message: 'This value should not be blank.' });
      else if (clientId === undefined)
        violations.push({ propertyPath: 'client', message: 'Expected an IRI of /api/clients.' });
      if (!message) violations.push({ propertyPath: 'message', message: 'This value should not be blank.' });
      else if (message.length > 5000)
        violations.push({
          propertyPath: 'message',
          message: 'This value is too long. It should have 5000 characters or less.',
        });
      const { db } = c.get('deps');
      if (clientId !== undefined && !(await clientExists(db, clientId)))
        violations.push({
          propertyPath: 'client',
          message: `Item not found for "/api/clients/${clientId}".`,
        });
      if (violations.length) throw unprocessable(violations);
      const [row] = await db
        .insert(clientLogs)
        .values({ clientId: clientId!, kind: 'note', message, actorId: user.id })
        .returning();
      const [actor] = await db
        .select({ first: users.firstName, last: users.lastName, email: users.email })
        .from(users)
        .where(eq(users.id, user.id));
      c.header('Location', `/api/client_logs/log-${row!.id}`);
      return jsonLd(
        c,
        entry({
          source: 'log',
          id: String(row!.id),
          kind: 'note',
          message,
          snapshot: null,
          prior: null,
          entity: null,
          action: null,
          changed: null,
          actor_id: user.id,
          actor_first: actor?.first ?? null,
          actor_last: actor?.last ?? null,
          actor_email: actor?.email ?? null,
          at: row!.at,
        }),
        201,
      );
    },
  );
};

// Registered here so the document names it even before a route answers with it.
addSchema('ClientLog', schemaOf(ClientLogEntry));
