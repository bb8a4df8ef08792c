// How the orval functions read a 2xx body: JSON (Hydra, problem+json) parsed, text as text, anything
// else (xlsx exports, PDFs) as a Blob, nothing for bodiless statuses.
const JSON_TYPE = /^application\/(?:[\w.-]+\+)?json\b/i;

export const isJsonType = (type: string | null | undefined) => JSON_TYPE.test(type ?? '');

export const readBody = async (response: Response, method: string): Promise<unknown> => {
  if (method === 'HEAD' || response.status === 204 || response.status === 205 || response.status === 304) {
    return undefined;
  }
  const type = response.headers.get('content-type') ?? '';
  if (type !== '' && !isJsonType(type) && !/^text\//i.test(type)) return response.blob();
  const text = await response.text();
  if (text === '') return undefined;
  if (!isJsonType(type)) return text;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};
