// CI: regenerate the OpenAPI document and the SDK, then fail on any difference from the commit.
import { spawnSync } from 'node:child_process';

const sh = (cmd: string, args: string[]) => {
  const res = spawnSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8' });
  if (res.status !== 0) {
    process.stdout.write(res.stdout ?? '');
    process.exit(res.status ?? 1);
  }
  return res.stdout;
};

sh('npm', ['run', 'openapi']);
sh('npm', ['run', 'sdk']);
const status = sh('git', ['status', '--porcelain', '--', 'openapi', 'packages/sdk/src/generated']);
if (status.trim()) {
  console.error('Generated files differ from the commit. Run `npm run openapi && npm run sdk` and commit:');
  console.error(status);
  console.error(sh('git', ['diff', '--stat', '--', 'openapi', 'packages/sdk/src/generated']));
  process.exit(1);
}
console.log('openapi/ and packages/sdk/src/generated are up to date.');
