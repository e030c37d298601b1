import path from 'node:path';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { UploadStorage, UploadStorageConfig } from './storage';

/** The configured store; local disk under DATA_DIR/uploads unless UPLOAD_STORAGE=s3. */
export function createUploadStorage(
  config: UploadStorageConfig | undefined,
  dataDir: string,
): UploadStorage & { destroy?(): void } {
  if (config?.kind === 's3') return s3Storage(config);
  return localStorage(path.join(dataDir, 'uploads'));
}

/**
 * The store of drawn certificates, beside the uploads in the same place (DATA_DIR/certificates, or the bucket under
 * `<prefix>certificates/`), so every API server behind a load balancer reads what any of them drew.
 */
export function createCertificateStorage(
  config: UploadStorageConfig | undefined,
  dataDir: string,
): UploadStorage & { destroy?(): void } {
  if (config?.kind === 's3') return s3Storage({ ...config, prefix: `${config.prefix}certificates/` });
  return localStorage(path.join(dataDir, 'certificates'));
}
