import { createCipheriv, createDecipheriv, createHash, hkdfSync, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/env.ts';
import { ApiError } from '../http/problem.ts';

// The vault: AES-256-GCM (node:crypto) for card numbers and client documents. The master key never
// enters the database: CARD_VAULT_KEY (DOCUMENT_VAULT_KEY for documents when set), else a random
// key file under DATA_DIR (0600) created on first use, next to the database but not in it. Each
// purpose uses its own key derived from the master (HKDF-SHA256), and every sealed value names the
// key it was sealed with, so a changed key answers a clear error instead of garbage.

export const vaultKeyFileName = 'vault.key';

export type VaultKey = { key: Buffer; id: string };
export type VaultKeys = { cards: VaultKey; documents: VaultKey };

const parseKey = (raw: string, name: string): Buffer => {
  const s = raw.trim();
  if (/^[0-9a-fA-F]{64}$/.test(s)) return Buffer.from(s, 'hex');
  const bytes = Buffer.from(s, 'base64');
  if (bytes.length === 32) return bytes;
  throw new Error(`${name} must be 32 bytes, written as 64 hex digits or in base64.`);
};

const keyFromFile = (dataDir: string) => {
  const file = join(dataDir, vaultKeyFileName);
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    try {
      // `wx`: two processes starting at once keep the first key written.
      writeFileSync(file, randomBytes(32).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
  }
  return parseKey(readFileSync(file, 'utf8'), file);
};

const derive = (master: Buffer, purpose: string): VaultKey => {
  const key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `backoffice-vault:${purpose}`, 32));
  return { key, id: createHash('sha256').update(key).digest('hex').slice(0, 12) };
};

const cache = new WeakMap<AppConfig, VaultKeys>();
export const vaultKeysOf = (config: AppConfig): VaultKeys => {
  let keys = cache.get(config);
  if (!keys) {
    const { cardKey, documentKey } = config.vault;
    const fallback = () => keyFromFile(config.dataDir);
    const cards = cardKey ? parseKey(cardKey, 'CARD_VAULT_KEY') : fallback();
    const documents = documentKey ? parseKey(documentKey, 'DOCUMENT_VAULT_KEY') : cards;
    keys = { cards: derive(cards, 'cards'), documents: derive(documents, 'documents') };
    cache.set(config, keys);
  }
  return keys;
};

export const vaultUnavailable = () =>
  new ApiError(
    503,
    'The vault key does not open this value: it was sealed under another key (CARD_VAULT_KEY or DOCUMENT_VAULT_KEY changed?).',
  );

// A short value (a card number, a document's own key) as text: v1.<key id>.<iv>.<ciphertext+tag>.
// `context` is authenticated with it (the record it belongs to): a value moved to another record
// does not open.
export const seal = (vk: VaultKey, plain: Buffer, context: string): string => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', vk.key, iv);
  cipher.setAAD(Buffer.from(context));
  const body = Buffer.concat([cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
  return `v1.${vk.id}.${iv.toString('base64url')}.${body.toString('base64url')}`;
};

export const unseal = (vk: VaultKey, sealed: string, context: string): Buffer => {
  const [version, keyId, iv, body] = sealed.split('.');
  if (version !== 'v1' || keyId !== vk.id || !iv || !body) throw vaultUnavailable();
  const bytes = Buffer.from(body, 'base64url');
  try {
    const decipher = createDecipheriv('aes-256-gcm', vk.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(bytes.subarray(bytes.length - 16));
    return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - 16)), decipher.final()]);
  } catch {
    throw vaultUnavailable();
  }
};

// A file's bytes under its own random key: "BOV1" + iv (12) + tag (16) + ciphertext.
const magic = Buffer.from('BOV1');
export const encryptFile = (key: Buffer, plain: Uint8Array) => {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([magic, iv, cipher.getAuthTag(), body]);
};

export const decryptFile = (key: Buffer, stored: Uint8Array) => {
  const bytes = Buffer.from(stored);
  if (bytes.length < 32 || !bytes.subarray(0, 4).equals(magic)) throw vaultUnavailable();
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(4, 16));
    decipher.setAuthTag(bytes.subarray(16, 32));
    return Buffer.concat([decipher.update(bytes.subarray(32)), decipher.final()]);
  } catch {
    throw vaultUnavailable();
  }
};
