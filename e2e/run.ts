// Runs the browser tests (scripts/test.ts calls this when Chromium is installed).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// On a fresh Debian machine (as root, like CI) install Debian's Chromium; never download a browser.
if (!existsSync(chromium) && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
  spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], { stdio: 'inherit' });
}
if (!existsSync(chromium)) {
  console.error(
    `Chromium not found at ${chromium}: install Debian's chromium (apt-get install -y chromium).`,
  );
  process.exit(1);
}
const res = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts'], { stdio: 'inherit' });
process.exit(res.status ?? 1);
