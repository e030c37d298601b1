import path from 'node:path';

const IMAGE_EXTENSIONS = new Set(['.png', '.jpg', '.jpeg', '.gif', '.webp', '.svg', '.bmp', '.ico', '.avif']);

/**
 * JSON (site config, cloud config, translations) changes without a new name, so browsers revalidate it every
 * time (cheap: the ETag answers 304). Images are replaced under new names, so a day in cache is safe.
 */
export function cacheControlFor(filePath: string): string {
  const extension = path.extname(filePath).toLowerCase();
  if (IMAGE_EXTENSIONS.has(extension)) return 'public, max-age=86400';
  return 'no-cache';
}
