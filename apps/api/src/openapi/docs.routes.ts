import type { Context, Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import { notFound } from '../http/problem.ts';
import { contextFor, entrypoint, hydraDocumentation } from './hydra-docs.ts';

let openapi: Promise<string> | undefined;

// JSON-LD whatever the Accept header: the api-doc-parser and jsonld's document loader send none.
const jsonLdBody = (c: Context<AppEnv>, body: unknown) => {
  c.header('Content-Type', 'application/ld+json; charset=utf-8');
  return c.body(JSON.stringify(body));
};

// Hydra clients discover the documentation through this header on the entrypoint (API Platform
// sends it on every response; the entrypoint and the documentation are what clients fetch first).
const docsLink = (c: Context<AppEnv>, origin: string) =>
  c.header('Link', `<${origin}/api/docs.jsonld>; rel="http://www.w3.org/ns/hydra/core#apiDocumentation"`);

// The documents hold absolute IRIs of this server, built from PUBLIC_URL and never from the
// request's Host header: a forged Host (`Host: evil.example`) must not end up in a Link header or
// in an IRI that a cache in front of the API could keep and hand to others.
const originOf = (c: Context<AppEnv>) => new URL(c.get('deps').config.publicUrl).origin;

// `openapiDocument` builds the OpenAPI document on first request (the app passes its route table,
// so this module does not import the app that mounts it).
export const mountDocsRoutes = (app: Hono<AppEnv>, openapiDocument: () => Promise<unknown>) => {
  app.get('/api/docs.json', async (c) => {
    openapi ??= openapiDocument().then((d) => JSON.stringify(d));
    c.header('Content-Type', 'application/json; charset=utf-8');
    return c.body(await openapi);
  });
  app.get('/api/docs.jsonld', (c) => {
    docsLink(c, originOf(c));
    return jsonLdBody(c, hydraDocumentation(originOf(c)));
  });
  app.get('/api', (c) => {
    docsLink(c, originOf(c));
    return jsonLdBody(c, entrypoint(originOf(c)));
  });
  app.get('/api/contexts/:type', (c) => {
    const context = contextFor(c.req.param('type'), originOf(c));
    if (!context) throw notFound();
    return jsonLdBody(c, context);
  });
};
