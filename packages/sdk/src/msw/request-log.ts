// A log of every request the tests can assert on.
import { http } from 'msw';
import { readJsonObject, readMultipart } from './bodies.ts';

type Row = Record<string, unknown>;

/** Every request (method, path with the query of a GET, JSON or multipart body, If-Match), in order. */
export const requestLog = () => {
  const entries: { method: string; path: string; body: Row | null; ifMatch: string | null }[] = [];
  const handler = http.all('*', async ({ request }) => {
    const url = new URL(request.url);
    const get = request.method === 'GET';
    const entry = {
      method: request.method,
      path: get ? `${url.pathname}${url.search}` : url.pathname,
      body: null as Row | null,
      ifMatch: request.headers.get('if-match'),
    };
    entries.push(entry);
    const type = request.headers.get('content-type') ?? '';
    if (type.includes('multipart/form-data')) {
      const { fields, file } = await readMultipart(request.clone());
      entry.body = { ...fields, ...(file ? { [file.field]: file.name } : {}) };
    } else if (type.includes('json')) entry.body = await readJsonObject(request.clone()).catch(() => null);
    return undefined;
  });
  return { entries, handler };
};
