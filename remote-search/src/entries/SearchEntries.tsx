import {
  FeatureStyles,
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
import { EntryCard } from './EntryCard';
import css from './entries.css?inline';

type ClosedReason = Extract<EntryState, { open: false }>['why'];

// The dialog is Chakra's (it brings its own provider): Chakra's runtime and the interactive UI chunk load on the
// first click of a closed entry, not with the first screen.
const ComingSoonDialog = lazy(() =>
  import('./ComingSoonDialog').then((module) => ({ default: module.ComingSoonDialog })),
);

/**
 * The home page's four entry cards (searchConfigList): open ones jump, closed ones say so. On the first screen, so
 * drawn with plain elements and its own CSS: nothing here may import Chakra.
 */
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
      <FeatureStyles id="search-entries" css={css} />
      <div className="search-entries" data-testid="search-entries">
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
            <EntryCard
              key={item.id}
              index={index}
              moduleType={item.moduleType}
              title={localized(language, item.title, item.titleEn)}
              subtitle={localized(language, item.subTitle, item.subTitleEn)}
              dates={
                showDates
                  ? t('search.signUpWindow', {
                      start: formatDateTime(start, language),
                      end: formatDateTime(end, language),
                    })
                  : null
              }
              status={windowNote}
              onActivate={() => activate(item)}
            />
          );
        })}
      </div>
      {dialog !== null ? (
        <Suspense fallback={null}>
          <ComingSoonDialog title={dialog.title} text={dialog.text} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
