import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { S3Settings } from '../config/env.ts';
import { ApiError } from '../http/problem.ts';
import { errorFields, logger } from '../ops/logger.ts';
import type { FileStore } from './file-store.ts';

export const createS3Client = (s3: S3Settings) =>
  new S3Client({
    region: s3.region,
    endpoint: s3.endpoint,
    forcePathStyle: s3.forcePathStyle,
    credentials:
      s3.accessKeyId && s3.secretAccessKey
        ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey }
        : undefined,
    // The SDK's default CRC checksums (since 3.729) are refused by several S3-compatible servers;
    // send and check them only where the API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A storage outage answers within seconds instead of holding the request.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000 },
  });

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

// The bucket cannot be reached or refuses us: the user sees a 503 to retry, the log says why.
const unavailable = (err: unknown, action: string) => {
  logger.error({ action, ...errorFields(err) }, 'file storage unavailable');
  return new ApiError(503, 'File storage is unavailable. Please try again in a moment.', {
    headers: { 'Retry-After': '5' },
  });
};

// Files in one bucket of AWS S3 or any S3-compatible service (MinIO, Ceph, R2, Scaleway...), keyed
// by their stored path, so every API process behind a load balancer serves every upload.
export const createS3FileStore = (s3: S3Settings, client = createS3Client(s3)): FileStore => {
  const Bucket = s3.bucket;
  const store: FileStore = {
    kind: 's3',
    async put(Key, body, { contentType, size }) {
      // A stream that fails on its side (the client went away) is not a storage outage.
      let bodyFailure: unknown;
      if (!(body instanceof Uint8Array)) body.once('error', (err) => (bodyFailure = err));
      try {
        if (body instanceof Uint8Array || size !== undefined) {
          await client.send(
            new PutObjectCommand({ Bucket, Key, Body: body, ContentType: contentType, ContentLength: size }),
          );
        } else {
          // Unknown length: a multipart upload sends it in 5 MB parts as it arrives.
          await new Upload({ client, params: { Bucket, Key, Body: body, ContentType: contentType } }).done();
        }
      } catch (err) {
        if (bodyFailure) throw bodyFailure;
        throw unavailable(err, `writing ${Key}`);
      }
    },
    async open(Key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key }));
        if (!answer.Body) return undefined;
        return { stream: answer.Body.transformToWebStream(), size: answer.ContentLength };
      } catch (err) {
        if (isMissing(err)) return undefined;
        throw unavailable(err, `reading ${Key}`);
      }
    },
    async remove(Key) {
      try {
        await client.send(new DeleteObjectCommand({ Bucket, Key }));
      } catch (err) {
        if (!isMissing(err)) throw unavailable(err, `deleting ${Key}`);
      }
    },
  };
  if (s3.directLinks) {
    // The browser fetches the object from the bucket itself, with the headers the API would send.
    store.signedUrl = (Key, { expiresInSeconds, contentType, contentDisposition }) =>
      getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key,
          ResponseContentType: contentType,
          ResponseContentDisposition: contentDisposition,
          ResponseCacheControl: `private, max-age=${expiresInSeconds}`,
        }),
        { expiresIn: expiresInSeconds },
      );
  }
  return store;
};
