import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { S3StorageConfig } from '../platform/storage/storage';
import { startSigV4Gate } from './sigv4-gate';

export const TEST_BUCKET = 'marathon-uploads';

export interface LocalS3 {
  config: S3StorageConfig;
  /** Where s3rver keeps the bucket on disk: a test can see what really landed. */
  directory: string;
  /** Error codes of the requests whose signature the gate refused. */
  refused: string[];
  close(): Promise<void>;
}

/**
 * An S3-compatible server on 127.0.0.1 (s3rver, from npm) behind a gate that checks SigV4 signatures: s3rver
 * speaks the S3 REST API (PUT/GET object, XML errors, path-style buckets) but does not recompute V4 signatures.
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
  // s3rver's built-in account.
  const gate = await startSigV4Gate(`http://127.0.0.1:${port}`, new Map([['S3RVER', 'S3RVER']]));
  return {
    directory,
    refused: gate.refused,
    config: {
      kind: 's3',
      endpoint: gate.url,
      bucket: TEST_BUCKET,
      region: 'us-east-1',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      forcePathStyle: true,
      prefix: 'uploads/',
    },
    async close() {
      await gate.close();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
