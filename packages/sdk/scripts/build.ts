// `npm pack` and `npm publish` ship compiled ESM with declarations, while the workspace imports the
// TypeScript sources (Vite bundles them, Node strips their types, nothing to build first).
//   node scripts/build.ts          prepack: compile src/ to dist/ and point `exports` at dist/
//   node scripts/build.ts --restore postpack: put the workspace's package.json back
// The dist entry of every export is derived from its source entry, so the two lists cannot drift.
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(pkgDir, 'package.json');
const saved = join(pkgDir, 'package.workspace.json');

type Manifest = { exports: Record<string, string> };

/** `./src/core/index.ts` -> types and code of `./dist/core/index`. */
export const distExports = (exports: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(exports).map(([entry, target]) => {
      const match = /^\.\/src\/(.+)\.ts$/.exec(target);
      if (!match) return [entry, target];
      return [entry, { types: `./dist/${match[1]}.d.ts`, default: `./dist/${match[1]}.js` }];
    }),
  );

const restore = () => {
  if (existsSync(saved)) renameSync(saved, manifest);
};

if (process.argv.includes('--restore')) {
  restore();
} else {
  restore(); // a pack that failed half-way left the published manifest: start from the workspace's
  rmSync(join(pkgDir, 'dist'), { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', join(pkgDir, 'tsconfig.build.json')], { stdio: 'inherit' });
  const pkg = JSON.parse(readFileSync(manifest, 'utf8')) as Manifest;
  copyFileSync(manifest, saved);
  writeFileSync(manifest, `${JSON.stringify({ ...pkg, exports: distExports(pkg.exports) }, null, 2)}\n`);
}
