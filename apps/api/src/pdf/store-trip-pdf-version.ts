import { and, eq, sql } from 'drizzle-orm';
import { tripPdfs } from '../db/schema/index.ts';
import { createRecord } from '../engine/records.ts';
import type { WriteContext } from '../engine/types.ts';
import { fileStoreOf, storeFile } from '../files/file-store.ts';
import { renderTripPdf } from './render-trip-pdf.ts';
import type { PdfKind } from './trip-pdf-document.ts';
import { tripPdfsResource } from './trip-pdfs.resource.ts';

// Renders the trip's PDF of a kind and stores it as its next numbered version, in the caller's
// transaction, like POST /next/trips/{tripId}/pdfs (decision 97): the trip row locked so versions
// number one after the other, the record written through the record service (audited, in the
// trip's history). The stored path is pushed to `stored` before the record is written, so the
// caller removes the file when its transaction fails. Undefined when there is no such trip or the
// proposal is not one of the trip's.
export const storeTripPdfVersion = async (
  ctx: WriteContext,
  tripId: number,
  kind: PdfKind,
  opts: { proposalId?: number; label?: string | null; note?: string | null },
  stored: string[],
) => {
  const locked = await ctx.tx.execute(sql`select id from trips where id = ${tripId} for update`);
  if (locked.rows.length === 0) return undefined;
  const [last] = await ctx.tx
    .select({ n: sql<number>`coalesce(max(${tripPdfs.number}), 0)` })
    .from(tripPdfs)
    .where(and(eq(tripPdfs.tripId, tripId), eq(tripPdfs.kind, kind)));
  const number = Number(last?.n ?? 0) + 1;
  const pdf = await renderTripPdf(ctx.tx, ctx.deps.config, tripId, kind, {
    versionLabel: `Version ${number}`,
    proposalId: opts.proposalId,
  });
  if (!pdf) return undefined;
  const path = await storeFile(fileStoreOf(ctx.deps.config), pdf.bytes, {
    extension: 'pdf',
    contentType: 'application/pdf',
    size: pdf.bytes.byteLength,
  });
  stored.push(path);
  const input: Record<string, unknown> = {};
  if (opts.label !== undefined) input.label = opts.label;
  if (opts.note !== undefined) input.note = opts.note;
  const row = await createRecord(ctx, tripPdfsResource, input, {
    tripId,
    kind,
    number,
    filePath: path,
    size: pdf.bytes.byteLength,
    pages: pdf.pages,
  });
  return { row, bytes: pdf.bytes, number };
};
