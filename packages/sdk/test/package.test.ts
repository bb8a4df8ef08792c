// The published package, used the way a client portal or a script would: `npm pack` (compiled ESM
// and declarations), installed with its peer dependencies into a scratch project outside the
// workspace, then
//  - a plain Node script creates, lists and reads back records through the functions, against the
//    stateful mocks (@backoffice/sdk/msw, /msw/node);
//  - a React page using a generated hook is built with Vite and run in jsdom, its requests answered by
//    the same mocks.
// npm installs with --prefer-offline: the versions are the workspace's, so the local cache has them.
import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const repoDir = resolve(pkgDir, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'backoffice-sdk-consumer-'));
// Without the npm_config_* of an enclosing `npm test -w …`: the scratch project is no workspace.
const npmEnv = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_config_/i.test(key)));
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], env: npmEnv });

// The versions installed in the workspace (the cache has them); found on Node's lookup paths, as some
// packages do not export their package.json.
const versionOf = (name: string) => {
  for (const dir of createRequire(join(pkgDir, 'package.json')).resolve.paths(name) ?? []) {
    const manifest = join(dir, name, 'package.json');
    if (existsSync(manifest))
      return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
  }
  throw new Error(`${name} is not installed in the workspace`);
};
const peers = ['react', 'react-dom', '@tanstack/react-query', 'msw', '@msw/data'];

// The workspace has jsdom (the admin's test environment) but not its types: the few members used here.
type Dom = { window: Window & { eval: (code: string) => unknown; close: () => void } };
const jsdom = 'jsdom';
const { JSDOM } = (await import(jsdom)) as { JSDOM: new (html: string, options: object) => Dom };

const consumer = (...path: string[]) => join(scratch, ...path);
const run = (file: string) => execFileSync(process.execPath, [file], { cwd: scratch, encoding: 'utf8' });

beforeAll(() => {
  npm(['pack', '--pack-destination', scratch], pkgDir);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'))!;
  writeFileSync(
    consumer('package.json'),
    JSON.stringify({ name: 'sdk-consumer', private: true, type: 'module' }),
  );
  npm(
    [
      'install',
      '--prefer-offline',
      '--no-audit',
      '--no-fund',
      '--ignore-scripts',
      `./${tarball}`,
      ...peers.map((name) => `${name}@${versionOf(name)}`),
    ],
    scratch,
  );
}, 900_000);
// Thousands of files: seconds on a busy machine.
afterAll(() => rmSync(scratch, { recursive: true, force: true }), 120_000);

describe('the packed SDK outside the workspace', () => {
  it('ships compiled ESM with declarations, no TypeScript source', () => {
    const installed = consumer('node_modules/@backoffice/sdk');
    const manifest = JSON.parse(readFileSync(join(installed, 'package.json'), 'utf8'));
    expect(manifest.exports['.']).toEqual({ types: './dist/index.d.ts', default: './dist/index.js' });
    expect(readdirSync(join(installed, 'dist'))).toEqual(expect.arrayContaining(['index.js', 'index.d.ts']));
    expect(readdirSync(installed)).not.toContain('src');
  });

  it('runs a Node script against the stateful mocks', () => {
    writeFileSync(
      consumer('script.mjs'),
      `import { configureClient, createVendor, getVendor, listVendors } from '@backoffice/sdk';
import { createMockApi } from '@backoffice/sdk/msw';
import { setupServer } from '@backoffice/sdk/msw/node';

const mock = createMockApi({ baseUrl: 'http://portal.test' });
const server = setupServer(...mock.handlers);
server.listen({ onUnhandledFrame: 'error' });
configureClient({ baseUrl: 'http://portal.test', getToken: () => 'offline' });
const created = await createVendor({ name: 'Aman', status: 'active' });
await createVendor({ name: 'Belmond', status: 'inactive' });
const listed = await listVendors({ 'status[]': ['active'] });
const read = await getVendor(created.data.id);
server.close();
console.log(JSON.stringify({ status: created.status, names: listed.data['hydra:member'].map((v) => v.name), total: listed.data['hydra:totalItems'], read: read.data.name }));
`,
    );
    expect(JSON.parse(run('script.mjs'))).toEqual({ status: 201, names: ['Aman'], total: 1, read: 'Aman' });
  }, 120_000);

  it('builds a React page using a hook with Vite and renders the mocked records', async () => {
    mkdirSync(consumer('app'));
    writeFileSync(
      consumer('app/index.html'),
      '<div id="root"></div><script type="module" src="./main.js"></script>',
    );
    writeFileSync(
      consumer('app/main.js'),
      `import { createElement as h } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configureClient } from '@backoffice/sdk';
import { useListVendors } from '@backoffice/sdk/react';

configureClient({ baseUrl: 'http://portal.test', getToken: () => 'offline' });
const Vendors = () => {
  const vendors = useListVendors({ 'order[name]': 'asc' });
  if (!vendors.data) return h('p', null, 'Loading');
  return h('ul', null, vendors.data.data['hydra:member'].map((v) => h('li', { key: v.id }, v.name)));
};
createRoot(document.getElementById('root')).render(h(QueryClientProvider, { client: new QueryClient() }, h(Vendors)));
`,
    );
    // The workspace's Vite, building the scratch app: every import resolves in the scratch project.
    const vite = (await import(
      pathToFileURL(createRequire(join(repoDir, 'apps/admin/package.json')).resolve('vite')).href
    )) as { build: (config: object) => Promise<unknown> };
    await vite.build({
      root: consumer('app'),
      configFile: false,
      logLevel: 'error',
      build: { outDir: consumer('app/dist'), modulePreload: false, minify: false },
    });
    const assets = consumer('app/dist/assets');
    const bundle = readFileSync(
      join(assets, readdirSync(assets).find((name) => name.endsWith('.js'))!),
      'utf8',
    );
    // The browser build took the compiled SDK, without its mocks or Node-only code.
    expect(bundle).toContain('useListVendors');
    expect(bundle).not.toContain('createMockApi');
    expect(bundle).not.toMatch(/from\s+["']node:/);

    // The page in jsdom; its fetch goes through this process, where msw answers with the mocks.
    const sdkMsw = await import(
      pathToFileURL(consumer('node_modules/@backoffice/sdk/dist/msw/index.js')).href
    );
    const sdkNode = await import(
      pathToFileURL(consumer('node_modules/@backoffice/sdk/dist/msw/node.js')).href
    );
    const mock = sdkMsw.createMockApi({ baseUrl: 'http://portal.test' });
    await mock.seed('/api/vendors', { name: 'Cheval Blanc' }, { name: 'Aman' });
    const server = sdkNode.setupServer(...mock.handlers);
    server.listen({ onUnhandledFrame: 'error' });
    try {
      const dom = new JSDOM('<div id="root"></div>', {
        runScripts: 'outside-only',
        url: 'http://portal.test/',
      });
      // Node's fetch classes: the request leaves jsdom for this process's fetch, which msw intercepts
      // (an AbortSignal from jsdom would not fit Node's Request).
      Object.assign(dom.window, {
        fetch: (input: RequestInfo, init?: RequestInit) => fetch(input, init),
        Request,
        Response,
        Headers,
        AbortController,
        AbortSignal,
      });
      // A module without imports or exports (one chunk) also runs as a classic script.
      dom.window.eval(bundle);
      const items = () => [...dom.window.document.querySelectorAll('li')].map((li) => li.textContent);
      await expect.poll(items, { timeout: 20_000 }).toEqual(['Aman', 'Cheval Blanc']);
      dom.window.close();
    } finally {
      server.close();
    }
  }, 120_000);
});
