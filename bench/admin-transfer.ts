// bench/admin-transfer: the JavaScript a fresh /admin/vendors transfers, measured in Chromium as
// the sum of the encoded (on-the-wire, compressed when the server compressed) body sizes of its
// scripts, from the Performance API. Target of issue 10.13: under 250 KB.
//
//   node bench/admin-transfer.ts                 (starts the product on a fresh data folder; npm start
//                                                 builds the admin when its sources are newer)
//   node bench/admin-transfer.ts http://host:3000 (measures a running product)
//
// Signs in as the super admin in one browser context, then opens /admin/vendors in a second context
// holding the same cookies but an empty HTTP cache: what a returning user with a cold cache loads.
import { launchChromium, productFromArgs, signedInState } from './lib/product-app.ts';

const budgetKb = 250;

const product = await productFromArgs();
const browser = await launchChromium();
try {
  const state = await signedInState(browser, product.url);

  const fresh = await browser.newContext({ storageState: state });
  const vendors = await fresh.newPage();
  await vendors.goto(`${product.url}/admin/vendors`, { waitUntil: 'networkidle' });
  await vendors.getByRole('table').first().waitFor();
  const scripts = await vendors.evaluate(() =>
    // Runs in the page; Node's lib has no PerformanceResourceTiming type, so the sizes are read by name.
    (
      performance.getEntriesByType('resource') as unknown as {
        name: string;
        encodedBodySize: number;
        decodedBodySize: number;
      }[]
    )
      .filter((e) => new URL(e.name).pathname.endsWith('.js'))
      .map((e) => ({
        name: new URL(e.name).pathname,
        encoded: e.encodedBodySize,
        decoded: e.decodedBodySize,
      })),
  );
  await fresh.close();
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;
  const encoded = scripts.reduce((s, e) => s + e.encoded, 0);
  const decoded = scripts.reduce((s, e) => s + e.decoded, 0);
  for (const s of scripts.sort((a, b) => b.encoded - a.encoded))
    console.log(
      `  ${s.name.padEnd(56)} ${String(kb(s.encoded)).padStart(7)} KB  (${kb(s.decoded)} KB decoded)`,
    );
  console.log(
    `fresh /admin/vendors: ${scripts.length} scripts, ${kb(encoded)} KB transferred (${kb(decoded)} KB decoded); budget ${budgetKb} KB`,
  );
  process.exitCode = kb(encoded) <= budgetKb ? 0 : 1;
} finally {
  await browser.close();
  await product.stop();
}
