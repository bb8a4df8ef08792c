// bench/bundle: the admin's initial JavaScript (the entry script and every chunk index.html
// preloads), gzip-compressed, against the 160 KB budget of the admin-shell issue. Heavy libraries
// (FullCalendar, mapbox-gl/maplibre-gl, TipTap) must stay out of it.
// Usage: node bench/bundle.ts            (builds the admin first unless --no-build)
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = 'apps/admin/dist';
const budgetKb = 160;
const heavy = [/@fullcalendar|fullcalendar/i, /mapbox-gl|maplibre-gl/i, /@tiptap|prosemirror/i];

if (!process.argv.includes('--no-build')) {
  const res = spawnSync('npm', ['run', 'build', '-w', '@backoffice/admin'], { stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

const html = readFileSync(join(dist, 'index.html'), 'utf8');
const initial = new Set<string>();
for (const m of html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)) initial.add(m[1]!);
for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+\.js)"/g)) initial.add(m[1]!);
const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\/([^"]+\.css)"/g)].map((m) => m[1]!);

const gz = (file: string) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

const rows = [...initial].map((file) => ({ file, raw: statSync(join(dist, file)).size, gzip: gz(file) }));
const jsGzip = rows.reduce((sum, r) => sum + r.gzip, 0);
const cssGzip = css.reduce((sum, f) => sum + gz(f), 0);
const allJs = readdirSync(join(dist, 'assets')).filter((f) => f.endsWith('.js'));

const leaks = rows.flatMap((r) => {
  const source = readFileSync(join(dist, r.file), 'utf8');
  return heavy.filter((re) => re.test(source)).map((re) => `${r.file} contains ${re}`);
});

console.log('initial chunks (loaded before the first screen):');
for (const r of rows)
  console.log(
    `  ${r.file.padEnd(48)} ${String(kb(r.raw)).padStart(7)} KB  ${String(kb(r.gzip)).padStart(6)} KB gzip`,
  );
console.log(`initial JavaScript: ${kb(jsGzip)} KB gzip (budget ${budgetKb} KB); CSS ${kb(cssGzip)} KB gzip`);
console.log(`lazy chunks: ${allJs.length - rows.length}`);
if (leaks.length) console.log(`heavy libraries in the initial chunks:\n  ${leaks.join('\n  ')}`);
const ok = kb(jsGzip) <= budgetKb && leaks.length === 0;
console.log(ok ? 'within budget' : 'OVER BUDGET');
process.exit(ok ? 0 : 1);
