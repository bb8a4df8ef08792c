// Logs in and prints the vendor names of the first page, through the generated SDK.
//   node scripts/list-vendors.ts
// Env: SDK_BASE_URL (http://localhost:3000), SDK_EMAIL (admin@demo.travel), SDK_PASSWORD (demo-password).
import { configureClient, isApiError, listVendors, login } from '@backoffice/sdk';

const {
  SDK_BASE_URL: baseUrl = 'http://localhost:3000',
  SDK_EMAIL: email = 'admin@demo.travel',
  SDK_PASSWORD: password = 'demo-password',
} = process.env;

let token: string | undefined;
configureClient({ baseUrl, getToken: () => token });

try {
  token = (await login({ email, password })).data.token;
  const { data } = await listVendors({ page: 1 });
  for (const vendor of data['hydra:member']) console.log(vendor.name);
  console.log(`(${data['hydra:member'].length} of ${data['hydra:totalItems']} vendors)`);
} catch (error) {
  if (!isApiError(error)) throw error;
  // With no response (status 0) the reason, e.g. ECONNREFUSED, is on the cause of fetch's error.
  const reason = (error.cause as { cause?: { code?: string } } | undefined)?.cause?.code;
  const status = error.status || `No response${reason ? ` (${reason})` : ''}`;
  console.error(`${status}: ${error.messages.join('; ')} [${error.method} ${error.url}]`);
  process.exitCode = 1;
}
