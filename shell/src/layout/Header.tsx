import { imageUrl, localized, safeHref, useLanguage, useSiteStore } from '@marathon/shared';
import { LanguageSwitch } from './LanguageSwitch';
import { LoginEntry } from './LoginEntry';

/**
 * Banner with logo, optional top advertisement images, the language switch and the login entry (left out on the
 * organisers' console, whose staff sign-in has nothing to do with a runner's account).
 */
export function Header({ runnerLogin = true }: { runnerLogin?: boolean }) {
  const siteConfig = useSiteStore((s) => s.siteConfig);
  const settings = useSiteStore((s) => s.cloud?.settings);
  const memberCentrePath = useSiteStore((s) => s.runtime?.memberCentrePath);
  const language = useLanguage();
  const title = localized(language, settings?.websiteTitle, settings?.websiteTitleEn);
  const ads = siteConfig?.adListTop ?? [];
  return (
    <header className="site-header">
      {ads.length > 0 ? (
        <div className="site-header__ads" data-testid="top-ads">
          {ads.map((ad, index) => {
            const href = safeHref(language === 'en' && ad.jumpUrlEn ? ad.jumpUrlEn : ad.jumpUrl);
            const img = <img className="site-header__ad" src={imageUrl(ad.surfacePlotUrl)} alt="" />;
            return href ? (
              <a
                key={ad.id ?? index}
                className="ui-link site-header__ad-link"
                href={href}
                target="_blank"
                rel="noopener noreferrer"
              >
                {img}
              </a>
            ) : (
              <div key={ad.id ?? index}>{img}</div>
            );
          })}
        </div>
      ) : null}
      <div className="site-header__bar">
        {/* The title beside the logo names the link: the logo's own text would say it twice. */}
        <a className="ui-link site-header__home" href="/#/home">
          {/* A fixed box (the logo is contained in it) so the title beside it never moves when the image arrives.
              Asked for early: on a page without a banner the logo is the largest thing painted from the HTML. */}
          <img
            className="site-header__logo"
            src={imageUrl(siteConfig?.logo ?? settings?.logo)}
            alt=""
            width={180}
            height={60}
            fetchPriority="high"
            data-testid="site-logo"
          />
          <span className="site-header__title">{title}</span>
        </a>
        <div className="site-row">
          <LanguageSwitch />
          {runnerLogin ? <LoginEntry {...(memberCentrePath ? { memberCentrePath } : {})} /> : null}
        </div>
      </div>
    </header>
  );
}
