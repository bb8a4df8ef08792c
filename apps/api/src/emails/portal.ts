import { createHash } from 'node:crypto';
import type { AppConfig } from '../config/env.ts';

// The client portal the invitation links point to (product.md §1: a separate application).
// CLIENT_PORTAL_URL is its address; a `{hash}` in it is where the invitation goes
// (https://portal.example/join?invitation={hash}); without one the link is {url}/sign-up/{hash}.
// Unset, the links fall back to this server's public address under /client-portal, where no portal
// answers: the send-invitation answer says so, and so does the admin.
export const clientPortal = (config: AppConfig) => {
  const configured = config.clientPortalUrl;
  const url = (configured ?? `${config.publicUrl}/client-portal`).replace(/\/+$/, '');
  return {
    url: url.replace(/[?&][^?&]*\{hash\}.*$|\/?\{hash\}.*$/, ''),
    template: url,
    configured: !!configured,
  };
};

export const invitationLink = (config: AppConfig, hash: string) => {
  const { template } = clientPortal(config);
  const encoded = encodeURIComponent(hash);
  return template.includes('{hash}') ? template.replace('{hash}', encoded) : `${template}/sign-up/${encoded}`;
};

export const portalNotConfigured =
  'CLIENT_PORTAL_URL is not set: the invitation link points to this server (/client-portal), where no client portal answers. Set CLIENT_PORTAL_URL to the portal address.';

// What clients.invitation_hash holds: the SHA-256 (hex) of the sign-up secret of the link, never
// the secret itself (as client_document_requests.token_hash). The secret is in the link shown once
// to the sender and mailed to the client; the portal finds the client by hashing the value it is
// presented with: invitation_hash = encode(sha256(convert_to(secret, 'UTF8')), 'hex').
export const invitationDigest = (secret: string) => createHash('sha256').update(secret).digest('hex');
