import { imageUrl, localized, useLanguage } from '@marathon/shared';
import type { LinkImage } from '@marathon/shared/api';
import { anchorProps, linkTarget } from '../content-data/links';

/** The advertisement strip under the home sections (adListBottom, 590 × 120 each; two a row at most). */
export function BottomAds({ ads }: { ads: LinkImage[] }) {
  const language = useLanguage();
  if (ads.length === 0) return null;
  return (
    <section className={ads.length === 1 ? 'home-ads home-ads--one' : 'home-ads'} data-testid="bottom-ads">
      {ads.map((ad, index) => {
        const target = linkTarget(language === 'en' && ad.jumpUrlEn ? ad.jumpUrlEn : ad.jumpUrl);
        const image = (
          <div className="content-ratio home-ads__frame">
            <img
              src={imageUrl(ad.surfacePlotUrl)}
              alt={localized(language, ad.title, ad.titleEn)}
              loading="lazy"
            />
          </div>
        );
        return target ? (
          <a key={ad.id ?? index} {...anchorProps(target)} data-testid="bottom-ad">
            {image}
          </a>
        ) : (
          <div key={ad.id ?? index} data-testid="bottom-ad">
            {image}
          </div>
        );
      })}
    </section>
  );
}
