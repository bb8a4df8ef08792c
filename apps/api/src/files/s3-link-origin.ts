import type { S3Settings } from '../config/env.ts';

// Where presigned links point (S3_DIRECT_LINKS): the admin's content security policy lets images
// load from there. Path-style: the endpoint; virtual-hosted: the bucket's own host name.
// Kept apart from s3-file-store.ts so that reading it does not load the AWS SDK.
export const directLinkOrigin = (s3: S3Settings) => {
  const endpoint = new URL(s3.endpoint ?? `https://s3.${s3.region}.amazonaws.com`);
  if (!s3.forcePathStyle) endpoint.host = `${s3.bucket}.${endpoint.host}`;
  return endpoint.origin;
};
