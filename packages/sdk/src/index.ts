// @backoffice/sdk: typed fetch functions and model types generated from openapi/openapi.json,
// plus the client core. No React, no msw: safe to import from a plain Node script.
export * from './core/index.ts';
export * from './generated/client/api.ts';
export * from './generated/model/index.ts';
export type { components, operations, paths } from './generated/paths.ts';
