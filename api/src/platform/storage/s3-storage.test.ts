import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startLocalS3, type LocalS3 } from '../../test-support/local-s3';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

let s3: LocalS3;
beforeEach(async () => {
  s3 = await startLocalS3();
});
afterEach(async () => s3.close());

const BYTES = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);

describe('the S3 upload store (against a local S3-compatible server)', { timeout: 30_000 }, () => {
  it('stores an object under the prefix and reads the same bytes back', async () => {
    const store = s3Storage(s3.config);
    try {
      await store.put('0b5f2a0e-0000-4000-8000-000000000001.png', BYTES, 'image/png');
      expect(await store.get('0b5f2a0e-0000-4000-8000-000000000001.png')).toEqual(BYTES);
      // Another client (another API server) sees it too.
      const other = s3Storage(s3.config);
      expect(await other.get('0b5f2a0e-0000-4000-8000-000000000001.png')).toEqual(BYTES);
      other.destroy();
    } finally {
      store.destroy();
    }
  });

  it('answers null for a name the bucket does not hold', async () => {
    const store = s3Storage(s3.config);
    try {
      expect(await store.get('0b5f2a0e-0000-4000-8000-00000000ffff.png')).toBeNull();
    } finally {
      store.destroy();
    }
  });

  it('signs every request so that the signature check passes', async () => {
    const store = s3Storage(s3.config);
    try {
      await store.put('signed.pdf', BYTES, 'application/pdf');
      await store.get('signed.pdf');
      await store.get('missing.pdf');
      expect(s3.refused).toEqual([]);
    } finally {
      store.destroy();
    }
  });

  it('fails loudly (never a silent success) for a wrong secret, an unknown key or bucket', async () => {
    const badSecret = s3Storage({ ...s3.config, secretAccessKey: 'not-the-secret' });
    await expect(badSecret.put('a.png', BYTES, 'image/png')).rejects.toThrow();
    await expect(badSecret.get('a.png')).rejects.toThrow();
    expect(s3.refused).toEqual(['SignatureDoesNotMatch', 'SignatureDoesNotMatch']);
    badSecret.destroy();
    const badKey = s3Storage({ ...s3.config, accessKeyId: 'UNKNOWN' });
    const badBucket = s3Storage({ ...s3.config, bucket: 'no-such-bucket' });
    try {
      await expect(badKey.put('a.png', BYTES, 'image/png')).rejects.toThrow();
      await expect(badBucket.put('a.png', BYTES, 'image/png')).rejects.toThrow(/bucket/i);
    } finally {
      badKey.destroy();
      badBucket.destroy();
    }
  });
});

describe('the local upload store', () => {
  it('writes under its folder, reads back, and answers null for a missing name', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'marathon-local-store-'));
    try {
      const store = localStorage(path.join(dir, 'uploads'));
      await store.put('x.png', BYTES, 'image/png');
      expect(fs.readFileSync(path.join(dir, 'uploads', 'x.png'))).toEqual(BYTES);
      expect(await store.get('x.png')).toEqual(BYTES);
      expect(await store.get('y.png')).toBeNull();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
