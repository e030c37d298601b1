import { Box, SimpleGrid, Text, chakra } from '@marathon/shared/ui';
import {
  LINK_TYPE,
  formatDateTime,
  localized,
  safeHref,
  useLanguage,
  useSiteStore,
  useTranslation,
  lookupOfEntry,
  entryStateNow,
  type EntryState,
} from '@marathon/shared';
import type { SearchConfigItem } from '@marathon/shared/api';
import { useNavigate } from '@marathon/shared/router';
import { Suspense, lazy, useState } from 'react';

type ClosedReason = Extract<EntryState, { open: false }>['why'];

// The dialog pulls in the interactive UI chunk (~30 KB gzip): load it on the first click of a closed entry, not
// with the first screen.
const ComingSoonDialog = lazy(() =>
  import('./ComingSoonDialog').then((module) => ({ default: module.ComingSoonDialog })),
);

// Each carries white text: brand.solid 5.86:1, then blue 5.42:1, rust 6.53:1, violet 6.42:1 (AA asks 4.5:1).
const CARD_COLORS = ['brand.solid', '#2B6CB0', '#9C4221', '#6B46C1'];

/** The home page's four entry cards (searchConfigList): open ones jump, closed ones say so. */
export function SearchEntries() {
  const cloud = useSiteStore((s) => s.cloud);
  const items = cloud?.searchConfigList ?? [];
  const features = useSiteStore((s) => s.runtime?.features);
  const language = useLanguage();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<{ title: string; text: string } | null>(null);
  const applyNowEnabled = features?.applyNow.enabled ?? true;

  /** What a closed card says: the computed reason where there is one, else the configured text. */
  const closedText = (item: SearchConfigItem, why: ClosedReason): string => {
    if (why === 'ended') return t('search.signUpClosed');
    if (why === 'not-started') return t('search.signUpNotStarted');
    // A lookup card closed by its page's own switch says what the page says.
    const lookup = lookupOfEntry(item.moduleType);
    const page = lookup ? cloud?.[lookup] : undefined;
    const said = page
      ? localized(language, page.dialogText, page.dialogTextEn)
      : localized(language, item.dialogText, item.dialogTextEn);
    return said || t('common.comingSoon');
  };

  const activate = (item: SearchConfigItem) => {
    const state = entryStateNow(item, applyNowEnabled, cloud);
    if (!state.open) {
      setDialog({ title: localized(language, item.title, item.titleEn), text: closedText(item, state.why) });
      return;
    }
    if (item.jumpType === LINK_TYPE.external) {
      // An address that fails the safe-link rule opens nothing.
      const href = safeHref(item.jumpUrl);
      if (href) window.open(href, '_blank', 'noopener');
    } else void navigate(item.jumpUrl);
  };

  return (
    <>
      <SimpleGrid columns={4} gap="5" data-testid="search-entries">
        {items.map((item, index) => {
          const start = item.signUpStartTime;
          const end = item.signUpEndTime;
          const showDates = item.moduleType === 1 && features?.applyNow.showRegistrationDate && start && end;
          const state = entryStateNow(item, applyNowEnabled, cloud);
          // A sign-up window that has ended or not begun is said on the card, not only after a click.
          const windowNote =
            !state.open && (state.why === 'ended' || state.why === 'not-started')
              ? closedText(item, state.why)
              : null;
          return (
            <chakra.button
              key={item.id}
              type="button"
              onClick={() => activate(item)}
              data-testid={`search-entry-${item.moduleType}`}
              textAlign="left"
              color="white"
              bg={CARD_COLORS[index % CARD_COLORS.length]}
              borderRadius="lg"
              p="6"
              minH="140px"
              cursor="pointer"
              transition="transform 0.15s"
              _hover={{ transform: 'translateY(-2px)', boxShadow: 'lg' }}
              _focusVisible={{ outline: '3px solid', outlineColor: 'gray.800', outlineOffset: '2px' }}
            >
              <Text fontSize="2xl" fontWeight="bold">
                {localized(language, item.title, item.titleEn)}
              </Text>
              <Text fontSize="sm" opacity={0.9} textTransform="uppercase" letterSpacing="wider">
                {localized(language, item.subTitle, item.subTitleEn)}
              </Text>
              {showDates ? (
                <Box fontSize="xs" mt="3" opacity={0.9}>
                  {t('search.signUpWindow', {
                    start: formatDateTime(start, language),
                    end: formatDateTime(end, language),
                  })}
                </Box>
              ) : null}
              {windowNote ? (
                <Box fontSize="sm" mt="2" fontWeight="semibold" data-testid="search-entry-status">
                  {windowNote}
                </Box>
              ) : null}
            </chakra.button>
          );
        })}
      </SimpleGrid>
      {dialog !== null ? (
        <Suspense fallback={null}>
          <ComingSoonDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
