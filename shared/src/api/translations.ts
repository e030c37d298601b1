import { z } from '../zod';

/** A language's bundle: an object of keys (i18next reads its nesting); anything else is left out. */
const bundleSchema = z.record(z.string(), z.unknown()).optional().catch(undefined);

/** A translation file on the file host: `{ zh: {...}, en: {...} }`; a file that is not an object is not one. */
export const translationFileSchema = z.object({ zh: bundleSchema, en: bundleSchema });
export type TranslationFile = z.infer<typeof translationFileSchema>;
