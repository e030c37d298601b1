import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../uploads/storage/storage';

export const TEST_BUCKET = 'marathon-uploads';

export interface LocalS3 {
  config: S3StorageConfig;
  /** Where s3rver keeps the bucket on disk: a test can see what really landed. */
  directory: string;
  close(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, from npm). It speaks the S3 REST API (PUT/GET object, XML
 * errors, path-style buckets) and refuses unknown access keys; it does not recompute SigV4 signatures, so those
 * rest on the AWS SDK that signs them.
 */
export async function startLocalS3(): Promise<LocalS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    directory,
    config: {
      kind: 's3',
      endpoint: `http://127.0.0.1:${port}`,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      // s3rver's built-in account.
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'uploads/',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
