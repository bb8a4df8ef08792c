import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import type { AppEnv } from './app-env.ts';
import { ApiError } from './problem.ts';

// JSON and form bodies: a record with its longest text fields (20,000 characters each) fits
// many times over; a 100 MB login body must not be read at all.
export const jsonBodyLimit = 1024 * 1024;
// Multipart bodies of a signed-in user: the largest upload a route accepts (xlsx imports, 20 MB)
// plus the multipart framing. Each upload route still checks its own, smaller cap.
export const uploadBodyLimit = 20 * 1024 * 1024 + 64 * 1024;
// The public document uploads of a documents link (clients/documents.routes.ts): 10 MB files.
export const documentUploadLimit = 10 * 1024 * 1024 + 64 * 1024;
const isDocumentUpload = (path: string) => /^\/api\/v2\/upload-[A-Za-z-]+-image$/.test(path);

const tooLarge = (max: number) =>
  new ApiError(413, `The request body is too large (${Math.round(max / 1024)} KB at most).`);

const limits = new Map(
  [jsonBodyLimit, uploadBodyLimit, documentUploadLimit].map((max) => [
    max,
    bodyLimit({
      maxSize: max,
      onError: () => {
        throw tooLarge(max);
      },
    }),
  ]),
);

// One cap for every body, checked from Content-Length before anything is read, or counted while
// it streams in (chunked). Runs after `authenticate`: only a signed-in user may send an upload,
// except a client's documents through a documents link (10 MB).
export const limitBody: MiddlewareHandler<AppEnv> = (c, next) => {
  if (!c.req.raw.body) return next();
  const type = (c.req.header('content-type') ?? '').toLowerCase();
  const multipart = type.startsWith('multipart/form-data');
  const max =
    multipart && c.get('user')
      ? uploadBodyLimit
      : multipart && isDocumentUpload(c.req.path)
        ? documentUploadLimit
        : jsonBodyLimit;
  return limits.get(max)!(c, next);
};
