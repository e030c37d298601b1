import type { TranslationFile } from '../api/translations';
import { fetchFile } from '../http/fetch-file';
import { withHost } from '../url/resolve';
import { LANGUAGES } from '../constants';
import { i18n } from './instance';

/**
 * Loads the translation files from the file host (two configured keys, with a timestamp parameter)
 * and merges them over the built-in strings. A file that is missing or malformed is skipped: the built-in
 * strings still cover the interface, so start-up goes on.
 */
export async function loadRemoteTranslations(fileHost: string, files: readonly string[]): Promise<number> {
  // The schema (and zod with it) loads with the files: a page that carries them checked needs neither.
  const { translationFileSchema } = await import('../api/translations');
  const stamp = Date.now();
  const results = await Promise.allSettled(
    files.map((file) => fetchFile(withHost(file, fileHost), translationFileSchema, { t: stamp })),
  );
  return mergeTranslationFiles(
    results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : [])),
  );
}

/** Merges checked translation files over the built-in strings. Answers how many were merged. */
export function mergeTranslationFiles(files: readonly TranslationFile[]): number {
  for (const file of files) {
    for (const language of LANGUAGES) {
      const bundle = file[language];
      if (bundle) i18n.addResourceBundle(language, 'translation', bundle, true, true);
    }
  }
  return files.length;
}
