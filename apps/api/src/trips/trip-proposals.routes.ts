import { sql } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { requireAccess } from '../engine/access.ts';
import { auditValues, insertAudits } from '../engine/audit.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { inTransaction, lockRecord } from '../engine/records.ts';
import type { WriteContext } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unprocessable } from '../http/problem.ts';
import { addSchema, jsonBody, jsonContent, pick, ref, schemaOf } from '../openapi/components.ts';
import { tripItemsResource } from './trip-items.resource.ts';
import { acceptProposal } from './trip-proposal-accept.ts';
import { tripProposalPagesResource, tripProposalsResource } from './trip-proposals.resource.ts';

const idParam = { name: 'id', in: 'path' as const, required: true, schema: { type: 'integer' as const } };

const AcceptBody = v.object({ option: v.union([v.string(), v.number()]) });
const PageOrder = v.object({ pages: v.array(v.union([v.string(), v.number()])) });
const PageOrderResult = v.pipe(
  v.object({
    '@id': v.string(),
    pages: v.array(v.object({ '@id': v.string(), position: v.number() })),
  }),
  v.metadata({ ref: 'TripProposalPageOrder' }),
);

const pageIdOf = (value: unknown): number | undefined => {
  if (typeof value === 'number' && Number.isInteger(value) && value > 0 && value < 2 ** 31) return value;
  if (typeof value !== 'string') return undefined;
  const m = /^(?:\/api\/trip_proposal_pages\/)?(\d{1,9})$/.exec(value);
  return m ? Number(m[1]) : undefined;
};

// The proposal's special operations: accept one option (its items become the trip's items,
// trip-proposal-accept.ts) and rewrite the order of the pages. One transaction each.
export const mountTripProposalRoutes = (app: Hono<AppEnv>) => {
  addSchema('TripProposalAcceptInput', schemaOf(AcceptBody));
  addSchema('TripProposalAcceptResult', {
    allOf: [
      ref('TripProposal'),
      {
        type: 'object',
        properties: {
          createdItems: {
            type: 'array',
            description: "The trip items the option's items became (any type), in the order of their dates.",
            items: { type: 'string' },
          },
          droppedItems: {
            type: 'array',
            description:
              "The trip's own items that another option also booked (same record, same day), now not needed.",
            items: { type: 'string' },
          },
        },
        required: ['createdItems', 'droppedItems'],
      },
    ],
  });
  app.post(
    '/api/trip_proposals/:id{[0-9]+}/accept',
    describeRoute({
      operationId: 'acceptTripProposal',
      summary:
        "Accept one option of a proposal: its items become the trip's items, every price carried over, in one transaction",
      tags: [tripProposalsResource.plural],
      parameters: [idParam],
      requestBody: { required: true, content: jsonContent('TripProposalAcceptInput') },
      responses: {
        200: { description: 'The accepted proposal', content: jsonContent('TripProposalAcceptResult') },
        ...pick(400, 401, 403, 404, 409, 422),
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      const result = await inTransaction(c.get('deps'), user, async (ctx) => {
        const { proposal, items, dropped } = await acceptProposal(ctx, id, body.option);
        return {
          ...(await itemBody(ctx.tx, tripProposalsResource, proposal)),
          createdItems: items.map((item) => tripItemsResource.iri(item.id)),
          droppedItems: dropped.map((item) => tripItemsResource.iri(item.id)),
        };
      });
      return jsonLd(c, result);
    },
  );

  app.post(
    '/api/trip_proposals/:id{[0-9]+}/page-order',
    describeRoute({
      operationId: 'updateTripProposalPageOrder',
      summary: "Rewrite the order of a proposal's pages",
      tags: [tripProposalsResource.plural],
      parameters: [idParam],
      requestBody: { required: true, content: jsonBody(PageOrder) },
      responses: {
        200: { description: 'The new positions', content: jsonBody(PageOrderResult) },
        ...pick(400, 401, 403, 404, 422),
      },
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      const parsed = v.safeParse(PageOrder, await readJsonObject(c));
      if (!parsed.success)
        throw unprocessable([{ propertyPath: 'pages', message: 'Expected a list of page IRIs or ids.' }]);
      const wanted = parsed.output.pages.map(pageIdOf);
      const write = async (ctx: WriteContext) => {
        await lockRecord(ctx, tripProposalsResource, id);
        // Locked by id (one order for every writer), then put in their current order.
        const { rows: locked } = await ctx.tx.execute<{ id: number; position: number }>(
          sql`select id, position from trip_proposal_pages where proposal_id = ${id} order by id for update`,
        );
        const current = locked.toSorted((a, b) => a.position - b.position || a.id - b.id);
        const known = new Set(current.map((r) => Number(r.id)));
        const seen = new Set<number>();
        const violations = wanted.flatMap((pageId, i) => {
          if (pageId === undefined || !known.has(pageId) || seen.has(pageId)) {
            const twice = pageId !== undefined && seen.has(pageId);
            return [
              {
                propertyPath: `pages[${i}]`,
                message: twice ? 'This page is listed twice.' : 'Not a page of this proposal.',
              },
            ];
          }
          seen.add(pageId);
          return [];
        });
        if (violations.length) throw unprocessable(violations);
        // The pages not listed keep their order, after those listed.
        const ids = [
          ...(wanted as number[]),
          ...current.map((r) => Number(r.id)).filter((x) => !seen.has(x)),
        ];
        const before = new Map(current.map((r) => [Number(r.id), Number(r.position)]));
        const { rows: changed } = await ctx.tx.execute<{ id: number; position: number }>(sql`
          update trip_proposal_pages p set position = o.pos - 1, version = p.version + 1, updated_at = now(),
            updated_by = ${user.id}
          from unnest(${`{${ids.join(',')}}`}::int[]) with ordinality as o(id, pos)
          where p.id = o.id and p.proposal_id = ${id} and p.position <> o.pos - 1
          returning p.id, p.position`);
        await insertAudits(
          ctx.tx,
          changed.map((r) =>
            auditValues(
              tripProposalPagesResource,
              'update',
              Number(r.id),
              user.id,
              { position: before.get(Number(r.id)) },
              { position: Number(r.position) },
            ),
          ),
        );
        return ids;
      };
      // Concurrent reorders of one proposal wait for their turn holding no connection.
      const order = await inTransaction(c.get('deps'), user, write, { turn: `trip-proposal:${id}` });
      return jsonLd(c, {
        '@id': tripProposalsResource.iri(id),
        pages: order.map((pageId, position) => ({ '@id': tripProposalPagesResource.iri(pageId), position })),
      });
    },
  );
};
