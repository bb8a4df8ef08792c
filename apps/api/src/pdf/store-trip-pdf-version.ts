import { sql } from 'drizzle-orm';
import type { AuthUser } from '../auth/roles.ts';
import { createRecord, inTransaction } from '../engine/records.ts';
import type { Row, WriteContext } from '../engine/types.ts';
import { deleteOrphanFile } from '../files/delete-file-later.ts';
import { fileStoreOf, storeFile } from '../files/file-store.ts';
import type { AppDeps } from '../http/app-env.ts';
import { conflict, notFound } from '../http/problem.ts';
import { inTurn } from './in-turn.ts';
import {
  drawTripPdf,
  nextVersionNumber,
  pdfOwner,
  prepareTripPdf,
  type RenderedPdf,
} from './render-trip-pdf.ts';
import type { PdfKind } from './trip-pdf-document.ts';
import { tripPdfsResource } from './trip-pdfs.resource.ts';

export type StoredVersion = { row: Row; number: number; bytes: Uint8Array };

// Draws the trip's PDF of a kind and stores it as its next numbered version (decision 97, as
// amended by issue 23.4). Nothing is locked and no transaction is open while the PDF is drawn
// (seconds for a long trip): the data is read, the PDF drawn with the number the version should
// get, then stored in a short transaction that locks the trip and numbers it. Creations of one
// trip and kind in this process take turns, so the number drawn is the number stored; when another
// server stored a version meanwhile, the PDF is drawn again with the new number (409 after three).
// `within` runs in that short transaction once the version row is written (the e-mail that
// carries it); a failure there rolls the version back and removes its file.
// Undefined when there is no such trip or the proposal is not one of the trip's.
export const storeTripPdfVersion = async <T = undefined>(
  deps: AppDeps,
  user: AuthUser,
  v: { tripId: number; kind: PdfKind; proposalId?: number; input?: Row },
  within?: (ctx: WriteContext, version: StoredVersion) => Promise<T>,
): Promise<(StoredVersion & { extra: T }) | undefined> =>
  inTurn(`trip-pdf:${v.tripId}:${v.kind}`, async () => {
    const prepared = await prepareTripPdf(deps.db, deps.config, v.tripId, v.kind, v.proposalId);
    if (!prepared) return undefined;
    const owner = pdfOwner(user, v.tripId);
    let number = await nextVersionNumber(deps.db, v.tripId, v.kind);
    for (let attempt = 1; ; attempt++) {
      const pdf = await drawTripPdf(prepared, { versionLabel: `Version ${number}`, owner });
      const saved = await storeVersion(deps, user, { ...v, number, pdf, last: attempt >= 3 }, within);
      if (typeof saved === 'number') {
        number = saved;
        continue;
      }
      return saved;
    }
  });

// One short transaction: lock the trip, check the number is still free, write the version (and
// whatever `within` writes). When the number was taken meanwhile, answers the number now free
// without storing; after the `last` attempt, a 409.
const storeVersion = async <T>(
  deps: AppDeps,
  user: AuthUser,
  v: { tripId: number; kind: PdfKind; input?: Row; number: number; pdf: RenderedPdf; last: boolean },
  within?: (ctx: WriteContext, version: StoredVersion) => Promise<T>,
): Promise<(StoredVersion & { extra: T }) | number> => {
  const store = fileStoreOf(deps.config);
  const stored = await storeFile(store, v.pdf.bytes, {
    extension: 'pdf',
    contentType: 'application/pdf',
    size: v.pdf.bytes.byteLength,
  });
  try {
    const saved = await inTransaction(deps, user, async (ctx) => {
      const locked = await ctx.tx.execute(sql`select id from trips where id = ${v.tripId} for update`);
      if (locked.rows.length === 0) throw notFound();
      const free = await nextVersionNumber(ctx.tx, v.tripId, v.kind);
      if (free !== v.number) {
        if (v.last) throw conflict('Other versions of this PDF were stored meanwhile. Please try again.');
        return free;
      }
      const row = await createRecord(ctx, tripPdfsResource, v.input ?? {}, {
        tripId: v.tripId,
        kind: v.kind,
        number: v.number,
        filePath: stored,
        size: v.pdf.bytes.byteLength,
        pages: v.pdf.pages,
      });
      const version = { row, number: v.number, bytes: v.pdf.bytes };
      const extra = (within ? await within(ctx, version) : undefined) as T;
      return { ...version, extra };
    });
    if (typeof saved === 'number') await deleteOrphanFile(deps.db, deps.config, stored);
    return saved;
  } catch (err) {
    // A refused or failed save leaves no orphan file behind.
    await deleteOrphanFile(deps.db, deps.config, stored);
    throw err;
  }
};
