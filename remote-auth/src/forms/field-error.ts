import { isMessageKey, useTranslation } from '@marathon/shared';

/**
 * Field errors of the auth forms are i18n keys set by the zod schemas, said in the visitor's language; a server's
 * refusal shown under a field is already in that language and is shown as it came.
 */
export function useErrorText(): (error: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error ? (isMessageKey(error) ? t(error) : error) : undefined);
}
