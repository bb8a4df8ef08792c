// Logs in and prints the vendor names of the first page, through the SDK's typed openapi-fetch client.
//   node scripts/list-vendors.ts [status ...]      e.g. node scripts/list-vendors.ts active pending
// Env: SDK_BASE_URL (http://localhost:3000), SDK_EMAIL (admin@demo.travel), SDK_PASSWORD (demo-password).
import { api, configureClient, isApiError } from '@backoffice/sdk';

const {
  SDK_BASE_URL: baseUrl = 'http://localhost:3000',
  SDK_EMAIL: email = 'admin@demo.travel',
  SDK_PASSWORD: password = 'demo-password',
} = process.env;
const statuses = process.argv.slice(2);

let token: string | undefined;
configureClient({ baseUrl, getToken: () => token });

try {
  // Paths, parameters and answers are typed from openapi/openapi.json; a non-2xx answer throws.
  const login = await api.POST('/api-auth/admin/auth_token', { body: { email, password, remember: false } });
  token = login.data.token;
  const { data } = await api.GET('/api/vendors', {
    // A list is sent as repeated keys: status[]=active&status[]=pending.
    params: {
      query: { page: 1, 'order[name]': 'asc', ...(statuses.length ? { 'status[]': statuses } : {}) },
    },
  });
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
