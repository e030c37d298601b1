import { useTranslation } from '@marathon/shared';

/** Field errors of the auth forms are i18n keys (set by the zod schemas and by the server checks): said in the visitor's language. */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useTranslation();
  return (key) => (key ? t(key) : undefined);
}
