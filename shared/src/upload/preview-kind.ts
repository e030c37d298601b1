import { extensionOf } from '../validation/file-limits';

export type PreviewKind = 'image' | 'pdf' | 'docx' | 'sheet' | 'none';

const IMAGES = new Set(['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp']);

/** How the preview dialog shows a file: images and pdf natively, docx and xls/xlsx by a renderer, others not. */
export function previewKind(name: string): PreviewKind {
  const extension = extensionOf(name);
  if (IMAGES.has(extension)) return 'image';
  if (extension === 'pdf') return 'pdf';
  if (extension === 'docx') return 'docx';
  if (extension === 'xls' || extension === 'xlsx') return 'sheet';
  return 'none';
}
