// npm start: build the admin when its sources are newer than its build, then serve API and admin
// from one process (PGlite under DATA_DIR unless DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const newest = (path: string): number => {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let max = 0;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    max = Math.max(max, newest(join(path, entry)));
  }
  return max;
};

const admin = 'apps/admin';
if (existsSync(join(admin, 'package.json'))) {
  const built = newest(join(admin, 'dist/index.html'));
  const sources = Math.max(newest(admin), newest('packages/ui/src'), newest('packages/sdk/src'));
  if (built < sources) {
    console.log('Building the admin app...');
    // Always a production build: a NODE_ENV inherited from the caller (vitest sets `test`) would
    // make Vite bundle React's development build, twice the size and slower.
    const res = spawnSync('npm', ['run', 'build', '-w', '@backoffice/admin'], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (res.status !== 0) process.exit(res.status ?? 1);
  }
}

await import('../apps/api/src/main.ts');
