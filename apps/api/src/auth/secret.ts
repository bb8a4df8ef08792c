import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

// JWT_SECRET from the environment; in the embedded default a random secret kept under DATA_DIR.
export const loadJwtKey = (secret: string | undefined, dataDir: string): Uint8Array => {
  if (secret) return new TextEncoder().encode(secret);
  const file = join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
};
