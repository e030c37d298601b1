import {
  HOME_ENTRY_TYPE,
  entryStateNow,
  imageUrl,
  localized,
  safeHref,
  useLanguage,
  useSiteStore,
  useTranslation,
} from '@marathon/shared';

import { SiteLinks } from './SiteLinks';

const IN_SITE = /^\/?#\//;
/** The site's own sign-up forms: open only while the apply-now card's window is. */
const SIGN_UP_ROUTE = /^\/?#\/(post|direct)(\?|$)/;

/**
 * Copyright image, copyright text (English when the language is English and it exists), and the
 * two registration links; the filing records (websiteRegInfo) sit under them.
 */
export function Footer() {
  const siteConfig = useSiteStore((s) => s.siteConfig);
  const settings = useSiteStore((s) => s.cloud?.settings);
  const cloud = useSiteStore((s) => s.cloud);
  const applyNowEnabled = useSiteStore((s) => s.runtime?.features.applyNow.enabled ?? true);
  // The footer's sign-up link agrees with the home page's apply-now card: one window, one answer.
  const applyNow = cloud?.searchConfigList.find((item) => item.moduleType === HOME_ENTRY_TYPE.registerNow);
  const signUpState = applyNow ? entryStateNow(applyNow, applyNowEnabled, cloud) : { open: true as const };
  const language = useLanguage();
  const { t } = useTranslation();
  if (!siteConfig) return null;
  const image =
    language === 'en' && siteConfig.copyrightImgEn ? siteConfig.copyrightImgEn : siteConfig.copyrightImg;
  return (
    <footer className="site-footer" data-testid="site-footer">
      <div className="site-footer__inner">
        {/* Sized before it loads: the footer must not move the page when the image arrives. */}
        {image ? (
          <img className="site-footer__image" src={imageUrl(image)} alt="" width={240} height={48} />
        ) : null}
        <div className="site-footer__links">
          {/* A link whose address fails the safe-link rule is dropped, not rendered. */}
          {(settings?.footerLinks ?? [])
            .flatMap((link) => {
              const href = safeHref(link.href);
              return href ? [{ ...link, href }] : [];
            })
            .map((link) =>
              !signUpState.open && SIGN_UP_ROUTE.test(link.href) ? (
                <span key={link.href} className="site-footer__closed" data-testid="footer-link-closed">
                  {localized(language, link.label, link.labelEn)} ·{' '}
                  {signUpState.why === 'not-started' ? t('shell.signUpNotStarted') : t('shell.signUpClosed')}
                </span>
              ) : (
                <a
                  key={link.href}
                  className="ui-link site-footer__link"
                  href={link.href}
                  // A page of this site (the accessibility statement, sign-up) opens in place; others in a new tab.
                  {...(IN_SITE.test(link.href) ? {} : { target: '_blank', rel: 'noopener noreferrer' })}
                  data-testid="footer-link"
                >
                  {localized(language, link.label, link.labelEn)}
                </a>
              ),
            )}
          <SiteLinks />
        </div>
        <p className="site-footer__copyright" data-testid="copyright">
          {localized(language, siteConfig.copyright, siteConfig.copyrightEn)}
        </p>
        {siteConfig.websiteRegInfo.length > 0 ? (
          <div className="site-footer__filings" aria-label={t('shell.filingInfo')}>
            {siteConfig.websiteRegInfo.map((info) => {
              const href = safeHref(info.link);
              // The filing number must show even when its link is unsafe: then as plain text.
              return href ? (
                <a
                  key={info.id}
                  className="ui-link site-footer__filing"
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {info.label}
                </a>
              ) : (
                <span key={info.id} className="site-footer__filing">
                  {info.label}
                </span>
              );
            })}
          </div>
        ) : null}
      </div>
    </footer>
  );
}
