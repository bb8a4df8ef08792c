import type { Context, MiddlewareHandler } from 'hono';
import type { AppConfig } from '../config/env.ts';
import { fileStoreOf } from '../files/file-store.ts';
import { linkLifetimeSeconds, signedQuery } from '../files/link-signature.ts';
import type { AppEnv } from '../http/app-env.ts';

type Rendition = { filePath: string; mimeType: string };
type ImageJson = {
  '@type'?: string;
  name?: string;
  filePath?: string;
  mimeType?: string;
  extension?: string;
  renditions?: Record<string, Rendition>;
  src?: string;
  urls?: Record<string, string>;
};

// A link the browser opens without the bearer token, as GET /files/{path} answers it: the API's
// signed /files/raw link, or the bucket's own presigned one when S3_DIRECT_LINKS is on.
const linkTo = async (
  config: AppConfig,
  key: Uint8Array,
  userId: number,
  path: string,
  mimeType: string,
  name: string,
) => {
  const store = fileStoreOf(config);
  if (store.signedUrl) {
    return store.signedUrl(path, {
      expiresInSeconds: linkLifetimeSeconds,
      contentType: mimeType,
      contentDisposition: `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
    });
  }
  return `/files/raw/${path}?${signedQuery(key, path, userId)}`;
};

const addLinks = async (c: Context<AppEnv>, image: ImageJson) => {
  const user = c.get('user');
  if (!user || typeof image.filePath !== 'string') return;
  const { config, jwtKey } = c.get('deps');
  const name = `${image.name ?? 'image'}.${image.extension ?? ''}`;
  image.src = await linkTo(config, jwtKey, user.id, image.filePath, image.mimeType ?? 'image/jpeg', name);
  const urls: Record<string, string> = {};
  for (const [rendition, r] of Object.entries(image.renditions ?? {})) {
    urls[rendition] = await linkTo(config, jwtKey, user.id, r.filePath, r.mimeType, name);
  }
  image.urls = urls;
};

// Every JSON answer of /api/image_srcs (list, item, upload, edit) carries the links of its images:
// `src` (the original, always) and `urls` (each rendition once the job made it). Links live 5
// minutes, as every file link: a screen lists again to get fresh ones.
export const imageLinks: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  const type = res.headers.get('content-type') ?? '';
  if ((res.status !== 200 && res.status !== 201) || !/json/.test(type) || /problem/.test(type)) return;
  const body = (await res.clone().json()) as ImageJson & { 'hydra:member'?: ImageJson[] };
  const images = Array.isArray(body['hydra:member']) ? body['hydra:member'] : [body];
  for (const image of images) if (image['@type'] === 'ImageSrc') await addLinks(c, image);
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  c.res = undefined as unknown as Response;
  c.res = new Response(JSON.stringify(body), { status: res.status, headers });
};
