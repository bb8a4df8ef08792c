// @backoffice/sdk: the typed openapi-fetch client (`api`, over the openapi-typescript `paths`), the
// orval functions and model types generated from openapi/openapi.json, and the client core they all
// go through. No React, no msw: safe to import from a plain Node script.
export * from './core/index.ts';
export * from './generated/client/api.ts';
export * from './generated/model/index.ts';
export type { components, operations, paths } from './generated/paths.ts';
