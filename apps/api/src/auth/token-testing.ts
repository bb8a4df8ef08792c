import { SignJWT } from 'jose';

// An access token with the seeded super admin's claims and no session version, signed with the
// key given and expiring when told: what a forged, expired or pre-session token looks like.
export const superAdminToken = (key: Uint8Array, expiration: string | number) =>
  new SignJWT({ roles: ['ROLE_SUPER_ADMIN'], username: 'admin@demo.travel', isActive: true, uid: 1 })
    .setProtectedHeader({ alg: 'HS256' })
    .setExpirationTime(expiration)
    .sign(key);
