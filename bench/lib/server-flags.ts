import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// The V8 heap flags `npm start` gives the server (package.json "start"), so that benchmarks measure
// the process as it runs: a 1 GB old space (V8 then grows the heap by a smaller factor) and 16 MB
// semi-spaces. See docs/decisions.md, "Server heap flags".
const pkg = JSON.parse(readFileSync(join(import.meta.dirname, '../../package.json'), 'utf8')) as {
  scripts: { start: string };
};
export const serverNodeFlags = pkg.scripts.start.match(/--max-[a-z-]+=\d+/g) ?? [];
