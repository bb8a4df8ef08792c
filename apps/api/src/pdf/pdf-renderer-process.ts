import { readFileSync } from 'node:fs';
import { type DocumentProps, renderToBuffer } from '@react-pdf/renderer';
import type { ReactElement } from 'react';
import { registerPdfFonts } from './pdf-fonts.ts';
import type { PdfImage } from './pdf-images.ts';
import type { RenderJob, RenderReply } from './pdf-renderer.ts';
import { TripEventPdfDocument } from './trip-event-pdf-document.ts';
import { TripPdfDocument } from './trip-pdf-document.ts';

// The PDF renderer child (forked by pdf-renderer.ts): react-pdf, the fonts and the documents, no
// database, no image decoding, no app module. One job at a time, in the order received.
registerPdfFonts();

// Advanced serialization brings Buffers back as Buffers; a plain Uint8Array is wrapped all the same.
const image = (i: PdfImage | undefined): PdfImage | undefined =>
  i && { ...i, data: Buffer.isBuffer(i.data) ? i.data : Buffer.from(i.data) };

const elementOf = (job: RenderJob): ReactElement => {
  if (job.document === 'trip-event')
    return TripEventPdfDocument({
      ...job.props,
      brand: { ...job.props.brand, logo: image(job.props.brand.logo) },
    });
  const p = job.props;
  return TripPdfDocument({
    ...p,
    brand: { ...p.brand, logo: image(p.brand.logo) },
    cover: image(p.cover),
    photos: new Map([...p.photos].map(([path, photo]) => [path, image(photo)!])),
  });
};

const send = (reply: RenderReply) => process.send!(reply);
// This process's peak RSS. On Linux, getrusage's maxrss keeps the peak from before exec (the
// forking API process's pages) and says nothing of this program: VmHWM is its own.
const maxRss = () => {
  try {
    const hwm = /VmHWM:\s+(\d+) kB/.exec(readFileSync('/proc/self/status', 'utf8'));
    if (hwm) return Number(hwm[1]) * 1024;
  } catch {}
  return process.resourceUsage().maxRSS * 1024; // kilobytes
};

let chain = Promise.resolve();
process.on('message', (job: RenderJob) => {
  chain = chain.then(async () => {
    try {
      const buffer = await renderToBuffer(elementOf(job) as ReactElement<DocumentProps>);
      send({ type: 'done', id: job.id, bytes: buffer, maxRss: maxRss() });
    } catch (err) {
      send({ type: 'failed', id: job.id, error: (err as Error)?.stack ?? String(err), maxRss: maxRss() });
    }
  });
});
// The API process went away (stopped, crashed, a test run ended): so does its renderer.
process.on('disconnect', () => process.exit(0));
send({ type: 'ready' });
