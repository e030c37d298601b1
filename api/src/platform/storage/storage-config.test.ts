import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';

describe('upload storage configuration', () => {
  it('is local disk by default', () => {
    expect(loadConfig({}).uploadStorage).toEqual({ kind: 'local' });
  });

  it('reads an S3-compatible bucket', () => {
    expect(
      loadConfig({
        UPLOAD_STORAGE: 's3',
        S3_ENDPOINT: 'http://minio.internal:9000',
        S3_BUCKET: 'race-uploads',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_FORCE_PATH_STYLE: 'true',
      }).uploadStorage,
    ).toEqual({
      kind: 's3',
      endpoint: 'http://minio.internal:9000',
      bucket: 'race-uploads',
      region: 'us-east-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
      prefix: 'uploads/',
    });
  });

  it('names what an s3 store is missing, and refuses an unknown kind', () => {
    expect(() => loadConfig({ UPLOAD_STORAGE: 's3', S3_BUCKET: 'b' })).toThrow(
      /UPLOAD_STORAGE=s3 needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadConfig({ UPLOAD_STORAGE: 'ftp' })).toThrow(/UPLOAD_STORAGE/);
  });
});
