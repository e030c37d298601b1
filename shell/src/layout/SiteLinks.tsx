import { localized, safeHref, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';

const SITES = ['raceSite', 'subSite'] as const;

/**
 * The environment's two site links (the race's own website and the sub-site): a link when switched on with an
 * address; switched off, plain text that says 'coming soon', as the closed sign-up link does: nothing that looks
 * like a link and leads nowhere.
 */
export function SiteLinks() {
  const features = useSiteStore((s) => s.runtime?.features);
  const language = useLanguage();
  const { t } = useTranslation();
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
          <span key={site} className="site-footer__closed" data-testid={`site-link-${site}`}>
            {label} · {t('common.comingSoon')}
          </span>
        );
      })}
    </>
  );
}
