import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env.ts';
import { ApiError, badRequest, unprocessable } from './problem.ts';

// PostgreSQL text cannot hold U+0000 (error 22021, a 500 if it got that far), and no field of the
// product has a use for it: every request is checked here once, whatever route it is for.
const nul = '\u0000';
const message = 'This value must not contain a NUL character.';

// The property path (`description`, `locations[0].city`) of the first string holding a NUL, or
// undefined. Keys are checked too: an object key with a NUL would reach a query the same way.
export const nulBytePath = (value: unknown, path = ''): string | undefined => {
  if (typeof value === 'string') return value.includes(nul) ? path : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = nulBytePath(value[i], `${path}[${i}]`);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes(nul)) return here;
      const found = nulBytePath(item, here);
      if (found !== undefined) return found;
    }
  }
  return undefined;
};

const violation = (propertyPath: string) => unprocessable([{ propertyPath, message }]);

// %00 in the path or the query string: 400, as for any malformed parameter.
const checkUrl = (url: string) => {
  if (!/%00/i.test(url)) return;
  const parsed = new URL(url);
  if (/%00/i.test(parsed.pathname)) throw badRequest('The path must not contain a NUL character.');
  for (const [key, value] of parsed.searchParams) {
    if (key.includes(nul) || value.includes(nul)) {
      throw badRequest(`The query parameter "${key.replaceAll(nul, '')}" must not contain a NUL character.`);
    }
  }
};

const checkJson = async (text: string) => {
  // Valid JSON can only carry a NUL as the escape \u0000; skip the second parse when it has none.
  if (!text.includes('\\u0000')) return;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return; // the route answers malformed JSON itself
  }
  const path = nulBytePath(body);
  if (path !== undefined) throw violation(path);
};

const checkForm = (form: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(form)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (key.includes(nul)) throw violation(key);
      if (typeof item === 'string' && item.includes(nul)) throw violation(key);
      if (item instanceof File && item.name.includes(nul)) throw violation(key);
    }
  }
};

// What the routes read as JSON (a missing content type included, as engine/input.ts does).
const isJson = (type: string) => type === '' || type === 'application/json' || type.endsWith('+json');

// Reads the body once (the route's own read gets it from Hono's body cache) and refuses a NUL
// in any string of it: 422 with the property path; a NUL in the URL is a 400.
export const rejectNulBytes: MiddlewareHandler<AppEnv> = async (c, next) => {
  checkUrl(c.req.url);
  if (c.req.raw.body) {
    const type = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
    if (type === 'multipart/form-data' || type === 'application/x-www-form-urlencoded') {
      let form: Record<string, unknown>;
      try {
        form = (await c.req.parseBody()) as Record<string, unknown>;
      } catch (err) {
        if (err instanceof ApiError) throw err;
        throw badRequest('The form body could not be read.');
      }
      checkForm(form);
    } else if (isJson(type)) {
      await checkJson(await c.req.text());
    }
  }
  await next();
};
