import { resolve } from 'node:path';

// Every setting comes from the environment; defaults make `npm start` work on a fresh machine.
export type AppConfig = {
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string | undefined;
  smtpUrl: string | undefined;
  publicUrl: string;
  accessTokenTtlSeconds: number;
  websiteUpdateUrl: string | undefined;
  trustProxy: boolean;
};

const int = (value: string | undefined, fallback: number) => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};

export const loadConfig = (env: NodeJS.ProcessEnv = process.env): AppConfig => {
  const port = int(env.PORT, 3000);
  return {
    port,
    dataDir: resolve(env.DATA_DIR || '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    publicUrl: env.PUBLIC_URL || `http://localhost:${port}`,
    accessTokenTtlSeconds: int(env.ACCESS_TOKEN_TTL, 900),
    websiteUpdateUrl: env.WEBSITE_UPDATE_URL || undefined,
    trustProxy: env.TRUST_PROXY === '1' || env.TRUST_PROXY === 'true',
  };
};
