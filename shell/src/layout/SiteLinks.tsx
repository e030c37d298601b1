import { localized, safeHref, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';
import { Suspense, lazy, useState } from 'react';

// The dialog pulls in the interactive UI: loaded on the first click of a switched-off link.
const ComingSoonDialog = lazy(() => import('./ComingSoonDialog'));

const SITES = ['raceSite', 'subSite'] as const;

/**
 * The environment's two site links (the race's own website and the sub-site): a link when switched on with an
 * address, 'coming soon' when switched off, as apply-now does.
 */
export function SiteLinks() {
  const features = useSiteStore((s) => s.runtime?.features);
  const language = useLanguage();
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<string | null>(null);
  if (!features) return null;
  return (
    <>
      {SITES.map((site) => {
        const setting = features[site];
        const label = localized(language, setting.label, setting.labelEn) || t(`shell.siteLinks.${site}`);
        const href = setting.enabled && setting.url ? safeHref(setting.url) : null;
        return href ? (
          <a
            key={site}
            className="ui-link site-footer__link"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            data-testid={`site-link-${site}`}
          >
            {label}
          </a>
        ) : (
          <button
            key={site}
            type="button"
            className="site-footer__button"
            onClick={() => setDialog(label)}
            data-testid={`site-link-${site}`}
          >
            {label}
          </button>
        );
      })}
      {dialog !== null ? (
        <Suspense fallback={null}>
          <ComingSoonDialog title={dialog} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
