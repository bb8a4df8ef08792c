import { eq } from 'drizzle-orm';
import { clients } from '../../db/schema/index.ts';
import { queueMail } from '../../emails/queue-mail.ts';
import type { Row, WriteContext } from '../../engine/types.ts';
import { conflict, notFound, unprocessable } from '../../http/problem.ts';
import { lockInvoice } from './drafts.ts';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

// Send an issued invoice or credit note by e-mail (issue 29.1): its stored PDF (the version drawn
// at issue) attached by reference, to the client's address unless `to` is given, queued in the
// caller's transaction like every e-mail (emails/queue-mail.ts: sent by the mail.send job, logged
// in email_logs and the client's log). A draft or a void invoice is not sent (409).
export const sendInvoice = async (ctx: WriteContext, id: number, body: Row) => {
  const row = await lockInvoice(ctx.tx, id);
  if (!row) throw notFound();
  if (row.status === 'draft') throw conflict('A draft is not sent: issue it first.');
  if (row.status === 'void') throw conflict(`Invoice ${row.number} is void: send its credit note instead.`);
  if (!row.pdfPath) throw conflict(`${row.number} has no stored PDF to send.`);
  const [client] = await ctx.tx.select().from(clients).where(eq(clients.id, row.clientId));
  const to = typeof body.to === 'string' && body.to.trim() ? body.to.trim() : client?.email?.trim();
  if (!to)
    throw unprocessable([{ propertyPath: 'to', message: 'The client has no e-mail address: give one.' }]);
  if (to.length > 255 || !emailPattern.test(to))
    throw unprocessable([{ propertyPath: 'to', message: 'This value is not a valid email address.' }]);
  const title = row.kind === 'credit_note' ? 'Credit note' : 'Invoice';
  const subject =
    typeof body.subject === 'string' && body.subject.trim()
      ? body.subject.trim().slice(0, 255)
      : `${title} ${row.number}`;
  const text =
    typeof body.text === 'string' && body.text.trim()
      ? body.text.slice(0, 20_000)
      : `Dear ${client?.name ?? 'client'},\n\nPlease find attached ${title.toLowerCase()} ${row.number} of ${row.date}` +
        `${row.kind === 'invoice' && row.dueDate ? `, due on ${row.dueDate}` : ''}: ${row.amount} ${row.currency}.\n`;
  return queueMail(
    ctx,
    {
      to,
      composed: { subject, text },
      scope: 'accounting',
      clientId: row.clientId,
      ...(row.tripId ? { tripId: row.tripId } : {}),
      attachments: [{ filename: `${row.number}.pdf`, path: row.pdfPath, contentType: 'application/pdf' }],
    },
    `${title} ${row.number} sent to ${to}.`,
  );
};
