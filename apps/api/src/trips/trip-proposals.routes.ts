import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import * as v from 'valibot';
import { tripProposalPages } from '../db/schema/index.ts';
import { requireAccess } from '../engine/access.ts';
import { itemBody, jsonLd, parseId } from '../engine/handlers/respond.ts';
import { readJsonObject } from '../engine/input.ts';
import { reorderRecords } from '../engine/record-sets.ts';
import { inTransaction, lockRecord } from '../engine/records.ts';
import type { WriteContext } from '../engine/types.ts';
import type { AppEnv } from '../http/app-env.ts';
import { unprocessable } from '../http/problem.ts';
import { addSchema, answers, jsonBody, jsonContent, pathId, ref, schemaOf } from '../openapi/components.ts';
import { tripItemsResource } from './trip-items.resource.ts';
import { acceptProposal } from './trip-proposal-accept.ts';
import { tripProposalPagesResource, tripProposalsResource } from './trip-proposals.resource.ts';

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
      parameters: [pathId()],
      requestBody: { required: true, content: jsonContent('TripProposalAcceptInput') },
      responses: answers(
        200,
        'The accepted proposal',
        jsonContent('TripProposalAcceptResult'),
        [400, 401, 403, 404, 409, 422],
      ),
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
      parameters: [pathId()],
      requestBody: { required: true, content: jsonBody(PageOrder) },
      responses: answers(200, 'The new positions', jsonBody(PageOrderResult), [400, 401, 403, 404, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'trips', 'write');
      const id = parseId(c.req.param('id'));
      const parsed = v.safeParse(PageOrder, await readJsonObject(c));
      if (!parsed.success)
        throw unprocessable([{ propertyPath: 'pages', message: 'Expected a list of page IRIs or ids.' }]);
      const write = async (ctx: WriteContext) => {
        await lockRecord(ctx, tripProposalsResource, id);
        return reorderRecords(ctx, tripProposalPagesResource, {
          within: eq(tripProposalPages.proposalId, id),
          wanted: parsed.output.pages.map(pageIdOf),
          property: 'pages',
          foreign: 'Not a page of this proposal.',
          twice: 'This page is listed twice.',
        });
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
