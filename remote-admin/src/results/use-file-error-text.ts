import { isMessageKey, useTranslation } from '@marathon/shared';
import { MAX_FILE_MB } from './import-schema';

/** A file field's error in the page's language, the size limit filled in. */
export function useFileErrorText(): (error: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error ? (isMessageKey(error) ? t(error, { mb: MAX_FILE_MB }) : error) : undefined);
}
