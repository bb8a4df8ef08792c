import { writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildRoutes } from '../app.ts';
import { buildOpenApiDocument } from './document.ts';

// npm run openapi: writes openapi/openapi.json at the repository root.
const out = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../openapi/openapi.json');
const doc = await buildOpenApiDocument(buildRoutes());
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
console.log(`wrote ${out} (${Object.keys(doc.paths ?? {}).length} paths)`);
