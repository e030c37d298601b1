import { z } from '../zod';
import { fetchFile } from '../http/fetch-file';
import { withHost } from '../url/resolve';
import { LANGUAGES } from '../constants';
import { i18n } from './instance';

/** A language's bundle: an object of keys (i18next reads its nesting); anything else is left out. */
const bundleSchema = z.record(z.string(), z.unknown()).optional().catch(undefined);

/** A translation file: `{ zh: {...}, en: {...} }`; a file that is not an object is not one. */
const translationFileSchema = z.object({ zh: bundleSchema, en: bundleSchema });

/**
 * Loads the translation files from the file host (two configured keys, with a timestamp parameter)
 * and merges them over the built-in strings. A file that is missing or malformed is skipped: the built-in
 * strings still cover the interface, so start-up goes on.
 */
export async function loadRemoteTranslations(fileHost: string, files: readonly string[]): Promise<number> {
  const stamp = Date.now();
  const results = await Promise.allSettled(
    files.map((file) => fetchFile(withHost(file, fileHost), translationFileSchema, { t: stamp })),
  );
  return mergeTranslationFiles(
    results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
  );
}

/**
 * Merges translation files read elsewhere (the page's start-up data) exactly as loaded ones; what is not a
 * translation file is skipped. Answers how many were merged.
 */
export function mergeTranslationFiles(files: readonly unknown[]): number {
  let merged = 0;
  for (const file of files) {
    const parsed = translationFileSchema.safeParse(file);
    if (!parsed.success) continue;
    for (const language of LANGUAGES) {
      const bundle = parsed.data[language];
      if (bundle) i18n.addResourceBundle(language, 'translation', bundle, true, true);
    }
    merged += 1;
  }
  return merged;
}
