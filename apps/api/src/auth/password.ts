import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(scryptCb) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;

// scrypt with N=2^15, r=8, p=1 (OWASP's minimum), stored as scrypt$N$r$p$salt$hash.
const N = 32768;
const r = 8;
const p = 1;
const maxmem = 64 * 1024 * 1024;

export const hashPassword = async (password: string): Promise<string> => {
  const salt = randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, 32, { N, r, p, maxmem });
  return ['scrypt', N, r, p, salt.toString('base64'), hash.toString('base64')].join('$');
};

export const verifyPassword = async (password: string, stored: string): Promise<boolean> => {
  const [kind, n, rr, pp, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const actual = await scrypt(password.normalize('NFKC'), Buffer.from(salt, 'base64'), expected.length, {
    N: Number(n),
    r: Number(rr),
    p: Number(pp),
    maxmem,
  });
  return timingSafeEqual(expected, actual);
};

// Compared against when the account does not exist, so both paths cost the same.
let dummy: string | undefined;
export const dummyHash = async () => {
  dummy ??= await hashPassword(randomBytes(12).toString('hex'));
  return dummy;
};
