import { Text } from '@marathon/shared/ui';
import { localized, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';
import type { LookupModule } from '@marathon/shared';

/** What a closed lookup page says: its configured dialog text, or 'coming soon'. */
export function ClosedNotice({ module }: { module: LookupModule }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const block = useSiteStore((s) => s.cloud?.[module]);
  return (
    <Text color="gray.600" data-testid="lookup-closed">
      {(block && localized(language, block.dialogText, block.dialogTextEn)) || t('common.comingSoon')}
    </Text>
  );
}
