import { resolve } from 'node:path';

// Every setting comes from the environment; defaults make `npm start` work on a fresh machine.
// (LOG_LEVEL is read by ops/logger.ts itself: the logger exists before any config is loaded.)
export type AppConfig = {
  port: number;
  // What this process does (ops/process-role.ts): `all` serves the API and works the jobs (the
  // embedded default), `api` only serves, `worker` only works (and answers the health checks).
  role: ProcessRole;
  // SIGTERM: how long requests and jobs in flight get to finish before the process ends anyway.
  shutdownTimeoutMs: number;
  // GET /metrics needs `Authorization: Bearer <METRICS_TOKEN>`; unset, the route does not exist.
  metricsToken: string | undefined;
  // A second port for /healthz, /readyz and /metrics only (a worker's only port; unset: PORT).
  metricsPort: number | undefined;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  // The client portal the invitation links point to (emails/portal.ts); unset: this server.
  clientPortalUrl: string | undefined;
  accessTokenTtlSeconds: number;
  // Write transactions (engine/records.ts): how long one waits for a row lock in the database
  // (lock_timeout, DB_LOCK_TIMEOUT_MS) and for its turn in this process (db/write-turns.ts,
  // WRITE_TURN_WAIT_MS); past either the write answers 503 with Retry-After.
  lockTimeoutMs: number;
  writeTurnWaitMs: number;
  websiteUpdateUrl: string | undefined;
  // The editor's optional LanguageTool server (language/language-check.ts); unset: harper.js only.
  languageToolUrl: string | undefined;
  // The accounting system the outbox sends to (accounting/sync: Xero-shaped API, ACCOUNTING_SYNC_URL);
  // unset: nothing is sent, the Xero CSV export is the way out.
  accountingSyncUrl: string | undefined;
  // The website update's debounce window (settings/website-update.job.ts): the saves of that many
  // seconds make one call (WEBSITE_UPDATE_DEBOUNCE_SECONDS; the tests shorten it).
  websiteUpdateDebounceSeconds: number;
  // How many reverse proxies stand in front of the API (TRUST_PROXY=N; `1`/`true` = one): the
  // client's address is the Nth X-Forwarded-For entry from the right. 0 = use the socket address.
  trustProxy: number;
  // Failed sign-ins (auth/throttle.ts): free failures per (account, address) pair before the
  // backoff starts, and the ceiling of failures per address across all accounts, per window.
  loginThrottle: { pairFreeFailures: number; addressMaxFailures: number; windowMinutes: number };
  // The vendor map: a Mapbox public token (mapbox-gl, Mapbox styles), else the open renderer on
  // MAP_STYLE_URL or the built-in offline style; directions from an OSRM/Mapbox-compatible service.
  map: {
    mapboxToken: string | undefined;
    styleUrl: string | undefined;
    directionsUrl: string | undefined;
    directionsToken: string | undefined;
  };
  // Uploaded files: on S3-compatible storage when S3_BUCKET is set, else on disk under DATA_DIR/files.
  s3: S3Settings | undefined;
  // Client card numbers and documents (clients/vault.ts): the master key (CARD_VAULT_KEY, 32 bytes
  // as hex or base64; DOCUMENT_VAULT_KEY for documents if set), else a random key file under
  // DATA_DIR; how long a sealed card number is kept after the card's expiry, and a submitted
  // document after its submission (until trips exist: then after the client's last trip).
  vault: {
    cardKey: string | undefined;
    documentKey: string | undefined;
    cardRetentionDays: number;
    documentRetentionDays: number;
    // A guest's passport number: after the passport's expiry (when unknown, after the end of the
    // client's last trip, or after the guest was added when there is none).
    passportRetentionDays: number;
  };
};

export const processRoles = ['all', 'api', 'worker'] as const;
export type ProcessRole = (typeof processRoles)[number];

// A setting that cannot work: the process says why and stops (main.ts), never half-starts.
export class ConfigError extends Error {}

const roleOf = (value: string | undefined): ProcessRole => {
  const role = (value || 'all').toLowerCase();
  if ((processRoles as readonly string[]).includes(role)) return role as ProcessRole;
  throw new ConfigError(`ROLE must be one of ${processRoles.join(', ')} (got "${value}").`);
};

export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  // Without them the AWS SDK's own chain applies (AWS_* variables, instance or task roles).
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  forcePathStyle: boolean;
  // File links straight to the bucket (presigned) instead of through the API.
  directLinks: boolean;
};

const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : value === '1' || value.toLowerCase() === 'true';

const s3Settings = (env: NodeJS.ProcessEnv): S3Settings | undefined => {
  if (!env.S3_BUCKET) return undefined;
  const endpoint = env.S3_ENDPOINT || undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint,
    region: env.S3_REGION || env.AWS_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
    // MinIO and most self-hosted servers need bucket-in-path URLs; AWS itself prefers host names.
    forcePathStyle: flag(env.S3_FORCE_PATH_STYLE, endpoint !== undefined),
    directLinks: flag(env.S3_DIRECT_LINKS, false),
  };
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

const proxies = (value: string | undefined) => {
  if (value === 'true') return 1;
  const n = int(value, 0);
  return n > 0 ? n : 0;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = int(env.PORT, 3000);
  const metricsPort = int(env.METRICS_PORT, 0);
  return {
    port,
    role: roleOf(env.ROLE),
    shutdownTimeoutMs: Math.max(0, int(env.SHUTDOWN_TIMEOUT_MS, 25_000)),
    metricsToken: env.METRICS_TOKEN || undefined,
    metricsPort: metricsPort > 0 ? metricsPort : undefined,
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    clientPortalUrl: env.CLIENT_PORTAL_URL || undefined,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 900),
    lockTimeoutMs: Math.max(0, int(env.DB_LOCK_TIMEOUT_MS, 3000)),
    writeTurnWaitMs: Math.max(1, int(env.WRITE_TURN_WAIT_MS, 10_000)),
    websiteUpdateUrl: env.WEBSITE_UPDATE_URL || undefined,
    languageToolUrl: env.LANGUAGETOOL_URL || undefined,
    accountingSyncUrl: env.ACCOUNTING_SYNC_URL || undefined,
    websiteUpdateDebounceSeconds: Math.max(1, int(env.WEBSITE_UPDATE_DEBOUNCE_SECONDS, 5)),
    trustProxy: proxies(env.TRUST_PROXY),
    loginThrottle: {
      pairFreeFailures: int(env.LOGIN_PAIR_FREE_FAILURES, 5),
      addressMaxFailures: int(env.LOGIN_ADDRESS_MAX_FAILURES, 50),
      windowMinutes: int(env.LOGIN_THROTTLE_WINDOW_MINUTES, 15),
    },
    map: {
      mapboxToken: env.MAPBOX_TOKEN || undefined,
      styleUrl: env.MAP_STYLE_URL || undefined,
      directionsUrl: env.DIRECTIONS_URL || undefined,
      directionsToken: env.DIRECTIONS_TOKEN || env.MAPBOX_TOKEN || undefined,
    },
    s3: s3Settings(env),
    vault: {
      cardKey: env.CARD_VAULT_KEY || undefined,
      documentKey: env.DOCUMENT_VAULT_KEY || undefined,
      cardRetentionDays: int(env.CARD_RETENTION_DAYS, 365),
      documentRetentionDays: int(env.DOCUMENT_RETENTION_DAYS, 183),
      passportRetentionDays: int(env.PASSPORT_RETENTION_DAYS, 365),
    },
  };
};
