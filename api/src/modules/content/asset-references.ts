import fs from 'node:fs';
import { resolveContentPath } from './file-host/content-path';
import { jsonPath } from './json-path';
import type { ContentProblem } from './problems';

/** Fields that hold an image path of the file host; video `src` is not an image and is skipped. */
const IMAGE_KEYS = new Set([
  'surfacePlotUrl',
  'src',
  'icon',
  'pic',
  'logo',
  'logoH5',
  'copyrightImg',
  'copyrightImgEn',
]);
const IMAGE_FILE = /\.(svg|png|jpe?g|gif|webp|avif)$/i;
const ABSOLUTE = /^(https?:|data:|blob:|\/\/)/i;

/** Every relative image path in a parsed JSON file, with where it sits. */
function collect(value: unknown, at: PropertyKey[], out: { path: PropertyKey[]; image: string }[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => collect(item, [...at, index], out));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (
        IMAGE_KEYS.has(key) &&
        typeof child === 'string' &&
        IMAGE_FILE.test(child) &&
        !ABSOLUTE.test(child)
      ) {
        out.push({ path: [...at, key], image: child });
      } else collect(child, [...at, key], out);
    }
  }
}

/** An image named in the configuration but missing from the folder would show as a broken picture. */
export function missingImages(contentDir: string, file: string, json: unknown): ContentProblem[] {
  const refs: { path: PropertyKey[]; image: string }[] = [];
  collect(json, [], refs);
  return refs.flatMap(({ path, image }) => {
    const target = resolveContentPath(contentDir, image.replace(/^\/+/, ''));
    if (target !== null && fs.existsSync(target)) return [];
    return [{ file, path: jsonPath(path), message: `image ${image} is not in the content folder` }];
  });
}
