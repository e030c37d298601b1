import { fetchFile } from '../http/fetch-file';
import { withHost } from '../url/resolve';
import { LANGUAGES } from '../constants';
import { i18n } from './instance';

type Dictionary = { [key: string]: string | Dictionary };

function isDictionary(value: unknown): value is Dictionary {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Loads the translation files from the file host (two configured keys, with a timestamp parameter)
 * and merges them over the built-in strings. A file that is missing or malformed is skipped: the built-in
 * strings still cover the interface, so start-up goes on.
 */
export async function loadRemoteTranslations(fileHost: string, files: readonly string[]): Promise<number> {
  const stamp = Date.now();
  const results = await Promise.allSettled(
    files.map((file) => fetchFile<unknown>(withHost(file, fileHost), { t: stamp })),
  );
  let merged = 0;
  for (const result of results) {
    if (result.status !== 'fulfilled' || !isDictionary(result.value)) continue;
    for (const language of LANGUAGES) {
      const bundle = result.value[language];
      if (isDictionary(bundle)) i18n.addResourceBundle(language, 'translation', bundle, true, true);
    }
    merged += 1;
  }
  return merged;
}
