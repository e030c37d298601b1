/** Where uploaded files live: the local disk of one server, or an S3-compatible bucket shared by all. */
export interface UploadStorage {
  readonly kind: 'local' | 's3';
  /** Stores a file under its generated name (never a visitor's name); replaces nothing in practice. */
  put(name: string, body: Buffer, mime: string): Promise<void>;
  /** The file's bytes, or null when the store has no such file. */
  get(name: string): Promise<Buffer | null>;
}

export interface S3StorageConfig {
  kind: 's3';
  /** An S3-compatible API (MinIO, Aliyun OSS, Tencent COS…); unset: AWS S3 itself. */
  endpoint: string | null;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** bucket in the path (http://host/bucket/key) instead of the host name: most self-hosted servers need it. */
  forcePathStyle: boolean;
  /** Key prefix inside the bucket, e.g. 'uploads/'. */
  prefix: string;
}

export type UploadStorageConfig = { kind: 'local' } | S3StorageConfig;
