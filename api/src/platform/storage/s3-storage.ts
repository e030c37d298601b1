import {
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3StorageConfig, UploadStorage } from './storage';

/**
 * Files in an S3-compatible bucket, so every API server behind a load balancer reads what any of them stored.
 * Objects are private: they are read back through the API's upload URL, which checks the name and sets the
 * headers, never served from the bucket directly.
 */
export function s3Storage(config: S3StorageConfig): UploadStorage & { destroy(): void } {
  const client = new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint } : {}),
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // S3-compatible servers (MinIO, OSS, COS) do not all accept the newer default checksum headers.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 2,
  });
  const key = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    async put(name, body, mime) {
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key(name), Body: body, ContentType: mime }),
      );
    },
    async get(name) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key(name) }));
        if (!answer.Body) return null;
        return Buffer.from(await answer.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null;
        throw error;
      }
    },
    destroy: () => client.destroy(),
  };
}
