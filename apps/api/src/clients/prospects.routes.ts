import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { prospectDestinations } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { etagOf } from '../engine/etag.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { applyUpdates, createRecord, inTransaction, lockRecord, serverValues } from '../engine/records.ts';
import type { Row, WriteContext } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { ApiError } from '../http/problem.ts';
import { answers, jsonContent, pathId, schemaOf } from '../openapi/components.ts';
import { clientPreferencesResource } from './client-preferences.resource.ts';
import { clientsResource } from './clients.resource.ts';
import { prospectsResource as prospects } from './prospects.resource.ts';

const ConvertProspect = v.object({
  firstName: v.optional(v.string()),
  lastName: v.optional(v.string()),
  status: v.optional(v.picklist(['prospect', 'active', 'vip'])),
  force: v.optional(v.boolean()),
});

// "Ana María de la Cruz" → first "Ana", last "María de la Cruz"; one word is a first name only
// (the conversion then asks for `lastName`).
export const splitName = (name: string) => {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words[0]!, lastName: words.slice(1).join(' ') };
};

const wishNotes = (p: Row) => {
  const lines = [`Converted from prospect #${p.id}${p.source ? ` (${p.source})` : ''}.`];
  if (p.startDate || p.endDate) lines.push(`Wished dates: ${p.startDate ?? '?'} to ${p.endDate ?? '?'}.`);
  if (p.budget) lines.push(`Budget: ${p.budget}${p.currency ? ` ${p.currency}` : ''}.`);
  if (p.message) lines.push('', String(p.message));
  return lines.join('\n');
};

// The prospect becomes a client in one transaction: the client is created through the record
// service (its duplicate check included: 409 unless `force`), then the prospect is marked
// converted with a link to it. Converting twice is a 409 naming the client.
export const convertProspect = async (ctx: WriteContext, id: number, body: Row) => {
  const prospect = await lockRecord(ctx, prospects, id);
  if (prospect.status === 'converted') {
    const iri = prospect.clientId ? clientsResource.iri(prospect.clientId) : null;
    throw new ApiError(409, `This prospect was already converted${iri ? `: ${iri}` : ''}.`, {
      extra: iri ? { client: iri } : {},
    });
  }
  const split = splitName(prospect.name);
  const client = await createRecord(ctx, clientsResource, {
    firstName: body.firstName ?? prospect.firstName ?? split.firstName,
    lastName: body.lastName ?? prospect.lastName ?? split.lastName,
    email: prospect.email,
    phone: prospect.phone,
    currency: prospect.currency,
    notes: wishNotes(prospect),
    status: body.status ?? 'prospect',
    force: body.force === true,
  });
  // The wished destinations become the client's destinations of interest (client list filter).
  const wished = await ctx.tx
    .select({ id: prospectDestinations.rightId })
    .from(prospectDestinations)
    .where(eq(prospectDestinations.leftId, id));
  if (wished.length > 0) {
    const preferences = await createRecord(ctx, clientPreferencesResource, {
      client: clientsResource.iri(client.id),
      destinations: wished.map((d) => `/api/destinations/${d.id}`),
    });
    // Its afterWrite names the preferences on the client row; the answer shows them too.
    client.preferencesId = preferences.id;
  }
  await applyUpdates(ctx, prospects, [
    {
      existing: prospect,
      parsed: serverValues({ status: 'converted', clientId: client.id, convertedAt: new Date() }),
    },
  ]);
  return client;
};

// calls.md 7.5 (prospects): POST /api/prospects/{id}/convert.
export const mountProspectRoutes = (app: Hono<AppEnv>) => {
  app.post(
    '/api/prospects/:id{[0-9]+}/convert',
    describeRoute({
      operationId: 'convertProspect',
      summary:
        'Create the client from a prospect (duplicate check unless force) and mark the prospect converted',
      tags: [prospects.plural],
      parameters: [pathId()],
      requestBody: {
        required: false,
        content: { 'application/json': { schema: schemaOf(ConvertProspect) as never } },
      },
      responses: answers(201, 'The new client', jsonContent('Client'), [400, 401, 403, 404, 409, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, prospects.access, 'write');
      const id = parseId(c.req.param('id'));
      const raw = await readJsonObject(c);
      const parsed = v.safeParse(ConvertProspect, raw);
      if (!parsed.success) {
        const violations = parsed.issues.map((i) => ({
          propertyPath: v.getDotPath(i) ?? '',
          message: i.message,
        }));
        throw new ApiError(422, violations.map((x) => `${x.propertyPath}: ${x.message}`).join('\n'), {
          violations,
        });
      }
      const created = await inTransaction(c.get('deps'), user, async (ctx) => {
        const row = await convertProspect(ctx, id, parsed.output);
        return { row, body: await itemBody(ctx.tx, clientsResource, row) };
      });
      c.header('Location', clientsResource.iri(created.row.id));
      c.header('ETag', etagOf(created.row.version));
      return jsonLd(c, created.body, 201);
    },
  );
};
