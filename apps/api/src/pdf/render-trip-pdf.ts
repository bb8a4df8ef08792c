import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config/env.ts';
import type { Tx } from '../engine/types.ts';
import { fileStoreOf } from '../files/file-store.ts';
import { brandOf } from './pdf-brand.ts';
import {
  coverBox,
  logoBox,
  maxImagesPerPdf,
  type PdfImage,
  photoBox,
  printImage,
  printInlineImage,
} from './pdf-images.ts';
import { countTripPdfContent } from './pdf-limits.queries.ts';
import { checkPrintable, checkPrintableCounts, printWeight } from './pdf-limits.ts';
import { renderInChild, warmPdfRenderer } from './pdf-renderer.ts';
import { loadTripEvent, loadTripPdfData } from './trip-pdf.queries.ts';
import type { PdfKind, TripPdfProps } from './trip-pdf-document.ts';
import { findPdfProposalId, loadPdfProposal } from './trip-pdf-proposal.queries.ts';

export type RenderedPdf = { bytes: Uint8Array; pages: number };

// pdfkit writes every page as an uncompressed `/Type /Page` dictionary.
export const countPages = (bytes: Uint8Array) =>
  (
    Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)
      .toString('latin1')
      .match(/\/Type\s*\/Page(?![a-zA-Z])/g) ?? []
  ).length;

// The agency's logo (optional): the `agency.logo` setting holds a stored image path
// (2026/01/<uuid>.png) or a data: URL of a PNG, JPEG or WebP image.
const logoOf = (config: AppConfig, settings: Record<string, string>) => {
  const value = settings['agency.logo']?.trim();
  if (!value) return Promise.resolve(undefined);
  return value.startsWith('data:')
    ? printInlineImage(value, logoBox, true)
    : printImage(fileStoreOf(config), value, logoBox, true);
};

// The number the next stored version of this kind would get (a live render prints it as a preview).
export const nextVersionNumber = async (db: Tx, tripId: number, kind: PdfKind) => {
  const { rows } = await db.execute<{ n: number | string }>(
    sql`select coalesce(max(number), 0) + 1 as n from trip_pdfs where trip_id = ${tripId} and kind = ${kind}`,
  );
  return Number(rows[0]?.n ?? 1);
};

// Who waits for a PDF in the renderers' fair queue: the signed-in user, else (a signed link) the trip.
export const pdfOwner = (user: { id: number } | undefined, tripId: number) =>
  user ? `user:${user.id}` : `trip:${tripId}`;

export type PreparedTripPdf = {
  props: Omit<TripPdfProps, 'versionLabel' | 'generatedAt'>;
  weight: number;
};

// Everything a trip's proposal or finalized PDF prints, read from its current data: undefined when
// there is no such trip or the proposal asked for is not one of the trip's; a 422 when it is too
// large to print (pdf-limits.ts), before any image is read. A proposal PDF prints `proposalId`,
// else the trip's most recent proposal that is not declined, else the trip alone. Plain reads: no
// transaction or lock is needed, nor held while the PDF is drawn.
export const prepareTripPdf = async (
  db: Tx,
  config: AppConfig,
  tripId: number,
  kind: PdfKind,
  proposalId?: number,
): Promise<PreparedTripPdf | undefined> => {
  checkPrintableCounts(await countTripPdfContent(db, tripId));
  warmPdfRenderer(); // its start overlaps the reads below
  const [data, chosen] = await Promise.all([
    loadTripPdfData(db, tripId),
    kind === 'proposal' ? findPdfProposalId(db, tripId, proposalId) : { id: null },
  ]);
  if (!data || chosen === 'not-found') return undefined;
  const proposal = chosen.id === null ? undefined : await loadPdfProposal(db, chosen.id);
  checkPrintable(data, proposal);
  const store = fileStoreOf(config);
  const stayPaths = [
    ...new Set(data.items.filter((i) => i.type === 'accommodation').flatMap((i) => i.imagePaths)),
  ].slice(0, maxImagesPerPdf);
  // The cover: the trip's own image, else its destination's, else its first hotel's.
  const coverPath = data.trip.imagePath ?? data.trip.destination?.imagePath ?? stayPaths[0];
  const [cover, logo, photos] = await Promise.all([
    coverPath ? printImage(store, coverPath, coverBox) : undefined,
    logoOf(config, data.settings),
    Promise.all(stayPaths.map(async (path) => [path, await printImage(store, path, photoBox)] as const)),
  ]);
  return {
    props: {
      data,
      kind,
      brand: brandOf(data.settings, logo),
      cover,
      proposal,
      photos: new Map(photos.filter((p): p is readonly [string, PdfImage] => p[1] !== undefined)),
    },
    weight: printWeight(data, proposal),
  };
};

// The prepared PDF drawn by a renderer, waiting its turn in the fair queue as `owner`.
export const drawTripPdf = async (
  prepared: PreparedTripPdf,
  opts: { versionLabel: string; generatedAt?: Date; owner: string },
): Promise<RenderedPdf> => {
  const bytes = await renderInChild({
    document: 'trip',
    owner: opts.owner,
    weight: prepared.weight,
    props: {
      ...prepared.props,
      versionLabel: opts.versionLabel,
      generatedAt: opts.generatedAt ?? new Date(),
    },
  });
  return { bytes, pages: countPages(bytes) };
};

// A trip's proposal or finalized PDF from its current data (prepareTripPdf, then drawTripPdf).
export const renderTripPdf = async (
  db: Tx,
  config: AppConfig,
  tripId: number,
  kind: PdfKind,
  opts: { versionLabel: string; generatedAt?: Date; proposalId?: number | undefined; owner?: string },
): Promise<RenderedPdf | undefined> => {
  const prepared = await prepareTripPdf(db, config, tripId, kind, opts.proposalId);
  if (!prepared) return undefined;
  return drawTripPdf(prepared, { ...opts, owner: opts.owner ?? pdfOwner(undefined, tripId) });
};

export const renderTripEventPdf = async (db: Tx, config: AppConfig, eventId: number, owner?: string) => {
  warmPdfRenderer();
  const event = await loadTripEvent(db, eventId);
  if (!event) return undefined;
  const [tripRows, settingRows] = await Promise.all([
    db.execute<{ reference: string; title: string | null; client_name: string }>(sql`
      select t.reference, t.title, trim(c.first_name || ' ' || c.last_name) as client_name
      from trips t join clients c on c.id = t.client_id where t.id = ${event.tripId}`),
    db.execute<{ code: string; value: string | null }>(
      sql`select code, value from settings where code like 'agency.%'`,
    ),
  ]);
  const trip = tripRows.rows[0]!;
  const settings = Object.fromEntries(settingRows.rows.filter((s) => s.value).map((s) => [s.code, s.value!]));
  const bytes = await renderInChild({
    document: 'trip-event',
    owner: owner ?? pdfOwner(undefined, event.tripId),
    props: {
      event,
      trip: { reference: trip.reference, title: trip.title, clientName: trip.client_name },
      brand: brandOf(settings, await logoOf(config, settings)),
      generatedAt: new Date(),
    },
  });
  return { bytes, pages: countPages(bytes), reference: trip.reference };
};
