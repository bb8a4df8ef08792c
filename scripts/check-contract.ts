// CI: is the SDK's version right for the contract it is generated from? api-smart-diff compares
// openapi/openapi.json with the contract of the last release (packages/sdk/released/); a breaking
// change (a path, operation, field or enum value removed, a field newly required...) needs a major
// version bump of @backoffice/sdk (a minor one while it is 0.x) and a CHANGELOG entry for that version.
//   node scripts/check-contract.ts
// `npm run release -w @backoffice/sdk` records a published version as the new baseline.
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiCompare } from 'api-smart-diff';

export type ContractCheck = {
  /** The contract of the last release and its SDK version. */
  released: { contract: object; version: string };
  /** The contract the SDK is generated from now, the SDK's version and its CHANGELOG. */
  current: { contract: object; version: string; changelog: string };
};

export type ContractVerdict = { ok: boolean; breaking: string[]; problems: string[] };

const parse = (version: string) => {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`Not a semantic version: ${version}`);
  return match.slice(1, 4).map(Number) as [number, number, number];
};

/** Whether `next` is a breaking-change release after `previous`: major, or minor while 0.x. */
export const isBreakingBump = (previous: string, next: string) => {
  const [major, minor] = parse(previous);
  const [nextMajor, nextMinor] = parse(next);
  return major === 0 ? nextMajor > 0 || nextMinor > minor : nextMajor > major;
};

/** Whether the CHANGELOG has a `## <version>` heading. */
export const hasChangelogEntry = (changelog: string, version: string) =>
  new RegExp(`^##\\s+\\[?${version.replaceAll('.', '\\.')}\\b`, 'm').test(changelog);

export const checkContract = ({ released, current }: ContractCheck): ContractVerdict => {
  const { diffs } = apiCompare(released.contract, current.contract);
  const breaking = diffs
    .filter((diff) => diff.type === 'breaking')
    .map((diff) => `${diff.action} ${diff.path.map(String).join(' › ')}`);
  const problems: string[] = [];
  if (breaking.length) {
    if (!isBreakingBump(released.version, current.version)) {
      const [major, minor] = parse(released.version);
      const needed = major === 0 ? `0.${minor + 1}.0` : `${major + 1}.0.0`;
      problems.push(
        `The contract breaks ${released.version}: @backoffice/sdk must be at least ${needed} (it is ${current.version}).`,
      );
    }
    if (!hasChangelogEntry(current.changelog, current.version)) {
      problems.push(
        `packages/sdk/CHANGELOG.md has no "## ${current.version}" entry for the breaking changes.`,
      );
    }
  }
  return { ok: problems.length === 0, breaking, problems };
};

const repoDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sdkDir = join(repoDir, 'packages/sdk');
const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8'));

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const verdict = checkContract({
    released: {
      contract: readJson(join(sdkDir, 'released/openapi.json')),
      version: readJson(join(sdkDir, 'released/release.json')).version,
    },
    current: {
      contract: readJson(join(repoDir, 'openapi/openapi.json')),
      version: readJson(join(sdkDir, 'package.json')).version,
      changelog: readFileSync(join(sdkDir, 'CHANGELOG.md'), 'utf8'),
    },
  });
  const shown = verdict.breaking.slice(0, 40);
  if (verdict.breaking.length) {
    console.log(`${verdict.breaking.length} breaking change(s) since the last release:`);
    for (const line of shown) console.log(`  ${line}`);
    if (verdict.breaking.length > shown.length)
      console.log(`  … and ${verdict.breaking.length - shown.length} more`);
  }
  for (const problem of verdict.problems) console.error(problem);
  if (!verdict.ok) process.exit(1);
  console.log('The SDK version matches the contract changes since the last release.');
}
