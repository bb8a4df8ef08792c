// `npm run release -w @backoffice/sdk`, once `npm publish` of the current version went through:
// the contract it was generated from becomes the baseline that scripts/check-contract.ts compares
// the next changes with (released/openapi.json and the version in released/release.json). Commit both.
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hasChangelogEntry } from '../../../scripts/check-contract.ts';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { version } = JSON.parse(readFileSync(join(pkgDir, 'package.json'), 'utf8')) as { version: string };
const changelog = readFileSync(join(pkgDir, 'CHANGELOG.md'), 'utf8');
if (!hasChangelogEntry(changelog, version)) {
  console.error(`CHANGELOG.md has no "## ${version}" entry: write it before releasing.`);
  process.exit(1);
}
copyFileSync(join(pkgDir, '../../openapi/openapi.json'), join(pkgDir, 'released/openapi.json'));
writeFileSync(join(pkgDir, 'released/release.json'), `${JSON.stringify({ version }, null, 2)}\n`);
console.log(`Recorded the contract of @backoffice/sdk ${version} in released/.`);
