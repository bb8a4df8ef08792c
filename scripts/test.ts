// npm test: every workspace's tests (API on PGlite unless TEST_DATABASE_URL is set, SDK, admin),
// then the browser tests when Chromium is installed, then the admin shell's size budget.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) => {
  console.log(`\n> ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', ...env },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
};

run('npx', ['turbo', 'run', 'test', '--concurrency=1', '--output-logs=full']);
if (existsSync('e2e/run.ts')) run('node', ['e2e/run.ts']);
// The admin shell's budget (160 KB gzip of initial JavaScript): a regression fails the tests. The
// browser tests have just built the admin; without them it is built here.
run('node', ['bench/bundle.ts', ...(existsSync('apps/admin/dist/index.html') ? ['--no-build'] : [])]);
