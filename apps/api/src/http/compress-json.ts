import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

// JSON bodies are built in memory (a string per answer), so reading one back costs nothing extra;
// everything else (file downloads, the streamed xlsx and CSV exports) is left untouched, so a
// download still streams and keeps its Content-Length.
const json = /^application\/(?:[\w.-]+\+)?json(?:[;\s]|$)/i;

// The encoding to use for this Accept-Encoding, brotli first; q=0 refuses one.
export const pickEncoding = (accept: string | undefined): 'br' | 'gzip' | undefined => {
  if (!accept) return undefined;
  const accepted = new Map<string, number>();
  for (const part of accept.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return undefined;
};

// Compresses JSON answers of at least `threshold` bytes for clients that accept it. Brotli at
// quality 4 costs about what gzip's default level does and packs JSON tighter.
export const compressJson = (threshold = 1024): MiddlewareHandler => {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('content-type');
    // Status and headers only: reading `res.body` turns @hono/node-server's lightweight answer (a
    // string written to the socket at once) into a web Response whose body is streamed out, which
    // cost an uncompressed answer (the bench's, a script's) more than building it.
    if (!type || !json.test(type) || c.req.method === 'HEAD' || res.status === 204 || res.status === 304)
      return;
    if (res.headers.has('content-encoding') || res.headers.has('content-disposition')) return;
    // Every JSON answer varies by it, compressed or not, so that caches keep both forms apart.
    if (!/accept-encoding|\*/i.test(res.headers.get('vary') ?? ''))
      res.headers.append('Vary', 'Accept-Encoding');
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (!encoding || !res.body) return;
    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    let out: Buffer = body;
    if (body.length >= threshold) {
      out =
        encoding === 'br'
          ? await brotli(body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 4,
                [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              },
            })
          : await gzipAsync(body);
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    }
    headers.set('Content-Length', String(out.length));
    c.res = undefined as unknown as Response;
    c.res = new Response(out, { status: res.status, statusText: res.statusText, headers });
  };
};
