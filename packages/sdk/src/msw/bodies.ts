// Request bodies as the stateful mocks read them.
import { fail } from './responses.ts';

type Row = Record<string, unknown>;

/** A multipart body read as text (undici's formData() refuses what jsdom's tests send). */
export const readMultipart = async (request: Request) => {
  const body = await request.text();
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(request.headers.get('content-type') ?? '');
  const fields: Record<string, string> = {};
  let file: { field: string; name: string; type: string; size: number } | undefined;
  for (const part of body.split(`--${boundary?.[1] ?? boundary?.[2]}`)) {
    const head = /name="([^"]*)"(?:; filename="([^"]*)")?(?:\r\nContent-Type: ([^\r\n]+))?/.exec(part);
    if (!head) continue;
    const value = part.slice(part.indexOf('\r\n\r\n') + 4).replace(/\r\n$/, '');
    if (head[2] === undefined) fields[head[1]!] = value;
    else file = { field: head[1]!, name: head[2], type: head[3] ?? '', size: value.length };
  }
  return { fields, file };
};

export const readJsonObject = async (request: Request): Promise<Row> => {
  const raw = await request.text();
  try {
    return raw.trim() === '' ? {} : (JSON.parse(raw) as Row);
  } catch {
    return fail(400, 'Syntax error: the request body is not valid JSON.');
  }
};
