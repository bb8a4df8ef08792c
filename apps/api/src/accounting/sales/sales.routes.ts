import type { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import { clientInvoicesResource } from '../../clients/client-invoices.resource.ts';
import { emailLogsResource } from '../../emails/email-logs.resource.ts';
import { requireAccess } from '../../engine/access.ts';
import { parseIfMatch } from '../../engine/etag.ts';
import { itemBody, jsonLd, parseId, respondWritten } from '../../engine/handlers/respond.ts';
import { readJsonObject } from '../../engine/input.ts';
import { inTransaction } from '../../engine/records.ts';
import type { AppEnv } from '../../http/app-env.ts';
import { answers, jsonContent } from '../../openapi/components.ts';
import { idParam, mountDraftRoutes } from '../draft-routes.ts';
import { addAccountingSchemas } from '../openapi-schemas.ts';
import { creditInvoice } from './credit-note.ts';
import { createDraft, deleteDraft, editDraft } from './drafts.ts';
import { removeOrphans } from './invoice-pdf.ts';
import { issueInvoice } from './issue.ts';
import { sendInvoice } from './send-invoice.ts';

const tags = ['ClientInvoices'];

// Sales (issue 29.1), written by the accounting area (the accountant; super admin, admin, manager):
// POST /api/client_invoices (a draft from a trip), PATCH and DELETE /{id} (drafts only: an issued
// document answers 409), POST /{id}/issue, POST /{id}/credit_note. One transaction each; the turn
// of the invoice's writes is the trip's (a draft reads the trip's totals).
export const mountSalesRoutes = (app: Hono<AppEnv>) => {
  addAccountingSchemas();
  mountDraftRoutes(app, {
    path: '/api/client_invoices',
    name: 'ClientInvoice',
    tags,
    resource: clientInvoicesResource,
    summaries: {
      create:
        'Make a draft invoice from a trip: a deposit (a percentage of its client total), the balance, or chosen items',
      update: 'Edit a draft: due date, notes, lines (replaced as a whole); an issued invoice answers 409',
      delete: 'Delete a draft; an issued invoice answers 409 (credit it instead)',
    },
    createErrors: [400, 401, 403, 409, 422],
    create: createDraft,
    edit: editDraft,
    remove: deleteDraft,
  });

  app.post(
    '/api/client_invoices/:id{[0-9]+}/issue',
    describeRoute({
      operationId: 'issueClientInvoice',
      summary:
        "Issue a draft: the next number of its year without gaps (INV-2027-00001), the currency's rate of the day kept, the due date, its journal entry",
      tags,
      parameters: [idParam],
      requestBody: { required: false, content: jsonContent('ClientInvoiceIssue') },
      responses: answers(
        200,
        'The issued invoice',
        jsonContent('ClientInvoice'),
        [400, 401, 403, 404, 409, 412, 422],
      ),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      const version = parseIfMatch(c.req.header('if-match'));
      const stored: string[] = [];
      // A PDF stored by a write that then rolled back is removed.
      return respondWritten(c, user, clientInvoicesResource, (ctx) =>
        issueInvoice(ctx, id, body, version, stored),
      ).catch(async (err) => {
        await removeOrphans({ deps: c.get('deps') }, stored);
        throw err;
      });
    },
  );

  app.post(
    '/api/client_invoices/:id{[0-9]+}/send',
    describeRoute({
      operationId: 'sendClientInvoice',
      summary:
        "E-mail an issued invoice or credit note with its stored PDF (to the client's address unless `to` is given); answers the queued e-mail's log",
      tags,
      parameters: [idParam],
      requestBody: { required: false, content: jsonContent('ClientInvoiceSend') },
      responses: answers(202, 'The e-mail, queued', jsonContent('EmailLog'), [400, 401, 403, 404, 409, 422]),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      const deps = c.get('deps');
      const log = await inTransaction(deps, user, (ctx) => sendInvoice(ctx, id, body));
      c.header('Location', emailLogsResource.iri(log.id));
      return jsonLd(c, await itemBody(deps.db, emailLogsResource, log), 202);
    },
  );

  app.post(
    '/api/client_invoices/:id{[0-9]+}/credit_note',
    describeRoute({
      operationId: 'creditClientInvoice',
      summary:
        'Credit an issued invoice in full or in part (chosen lines and amounts): a credit note (CN-2027-00001) reversing the credited net and tax; fully credited, the invoice becomes void and its allocated receipts are released; partly, it owes amount − paid − credited',
      tags,
      parameters: [idParam],
      requestBody: { required: false, content: jsonContent('ClientInvoiceCredit') },
      responses: answers(
        201,
        'The credit note',
        jsonContent('ClientInvoice'),
        [400, 401, 403, 404, 409, 422],
      ),
    }),
    async (c) => {
      const user = requireAccess(c, 'accounting', 'write');
      const id = parseId(c.req.param('id'));
      const body = await readJsonObject(c);
      const stored: string[] = [];
      return respondWritten(
        c,
        user,
        clientInvoicesResource,
        (ctx) => creditInvoice(ctx, id, body, stored),
        201,
      ).catch(async (err) => {
        await removeOrphans({ deps: c.get('deps') }, stored);
        throw err;
      });
    },
  );
};
