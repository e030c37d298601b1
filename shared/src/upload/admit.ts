import { checkFile, type FileProblem } from '../validation/file-limits';
import { checkImageSize, type ImageSizeProblem, type ImageSizeRule } from '../validation/image-size';
import { previewKind } from './preview-kind';

export interface AdmitOptions {
  accept?: readonly string[];
  maxSize?: string;
  limit?: number;
  /** Files already in the list or uploading. */
  existing: number;
  imageSize?: ImageSizeRule;
}

/**
 * Whether a chosen file may be uploaded (type, size and count; exact image size): null, or
 * the problem whose message the uploader shows as a warning. An image that cannot be read counts as 0 × 0.
 */
export async function admitFile(
  file: { name: string; size: number },
  options: AdmitOptions,
  readSize: () => Promise<{ width: number; height: number }>,
): Promise<FileProblem | ImageSizeProblem | null> {
  const problem = checkFile(file, {
    ...(options.accept ? { accept: options.accept } : {}),
    ...(options.maxSize ? { maxSize: options.maxSize } : {}),
    limit: options.limit ?? 0,
    existing: options.existing,
  });
  if (problem) return problem;
  if (options.imageSize && previewKind(file.name) === 'image') {
    const size = await readSize().catch(() => ({ width: 0, height: 0 }));
    return checkImageSize(size, options.imageSize);
  }
  return null;
}
