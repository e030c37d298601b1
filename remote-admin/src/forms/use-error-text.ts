import { isMessageKey, useTranslation } from '@marathon/shared';

/** A field's error: a schema's i18n key said in the page's language; a server's words shown as they came. */
export function useErrorText(): (error: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (error) => (error ? (isMessageKey(error) ? t(error) : error) : undefined);
}
