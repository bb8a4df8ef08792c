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
  // The vendor map: a Mapbox public token (mapbox-gl, Mapbox styles), else the open renderer on
  // MAP_STYLE_URL or the built-in offline style; directions from an OSRM/Mapbox-compatible service.
  map: {
    mapboxToken: string | undefined;
    styleUrl: string | undefined;
    directionsUrl: string | undefined;
    directionsToken: string | undefined;
  };
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
    map: {
      mapboxToken: env.MAPBOX_TOKEN || undefined,
      styleUrl: env.MAP_STYLE_URL || undefined,
      directionsUrl: env.DIRECTIONS_URL || undefined,
      directionsToken: env.DIRECTIONS_TOKEN || env.MAPBOX_TOKEN || undefined,
    },
  };
};
