import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import type { AppConfig, S3Settings } from '../config/env.ts';
import { filesRoot } from './local-file-store.ts';

// Tests only. s3rver is an S3-compatible server in this process, on 127.0.0.1 and a free port,
// storing under a temporary folder: no network, no Docker. It ships no types.
type S3rverServer = { run(): Promise<{ port: number }>; close(): Promise<void> };
type S3rverClass = new (options: Record<string, unknown>) => S3rverServer;

// s3rver and the AWS SDK load only in tests that use them (the harness imports this file).
export const startS3TestServer = async (opts: { directLinks?: boolean } = {}) => {
  const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;
  const directory = mkdtempSync(join(tmpdir(), 'backoffice-s3-'));
  const bucket = `files-${randomBytes(6).toString('hex')}`;
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const settings: S3Settings = {
    bucket,
    endpoint: `http://127.0.0.1:${port}`,
    region: 'us-east-1',
    // s3rver's built-in account.
    accessKeyId: 'S3RVER',
    secretAccessKey: 'S3RVER',
    forcePathStyle: true,
    directLinks: opts.directLinks ?? false,
  };
  return {
    settings,
    close: async () => {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
};

// Every stored path of the configured store: to check that a delete really removed the file.
export const listStoredPaths = async (config: AppConfig): Promise<string[]> => {
  if (config.s3) {
    const { ListObjectsV2Command } = await import('@aws-sdk/client-s3');
    const client = (await import('./s3-file-store.ts')).createS3Client(config.s3);
    const answer = await client.send(new ListObjectsV2Command({ Bucket: config.s3.bucket }));
    client.destroy();
    return (answer.Contents ?? []).map((o) => o.Key!);
  }
  const root = filesRoot(config.dataDir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => relative(root, join(d.parentPath, d.name)));
};
