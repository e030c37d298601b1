import { imageUrl, localized, useLanguage, useSiteStore, useTranslation } from '@marathon/shared';
import { useSearchParams } from '@marathon/shared/router';
import { ThumbnailGrid } from '../media/ThumbnailGrid';
import { LookupPage } from '../pages/LookupPage';

/** Picture highlights (wonderfulPictures, about 29): a grid, and a lightbox with keyboard navigation. */
export function ImageCollectionPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const pictures = useSiteStore((s) => s.cloud?.wonderfulPictures ?? []);
  // `?open=3` (a picture clicked on the home page) opens the third picture at its place in the collection.
  const [params, setParams] = useSearchParams();
  const asked = Number(params.get('open'));
  const initialOpen = Number.isInteger(asked) && asked >= 1 && asked <= pictures.length ? asked - 1 : null;
  const items = pictures.map((picture, i) => {
    const title =
      localized(language, picture.title, picture.titleEn) ||
      t('search.pictures.position', { n: i + 1, total: pictures.length });
    return { src: imageUrl(picture.src), alt: title, caption: title };
  });
  return (
    <LookupPage titleKey="search.imageCollection" testId="image-collection-page">
      <ThumbnailGrid
        testId="picture-grid"
        items={items}
        initialOpen={initialOpen}
        // The address names the picture on screen, and none once the viewer is closed: a reload or a shared link
        // opens what the visitor saw, and the back button is not a step per picture.
        onOpen={(index) =>
          setParams(
            (current) => {
              const next = new URLSearchParams(current);
              if (index === null) next.delete('open');
              else next.set('open', String(index + 1));
              return next;
            },
            { replace: true },
          )
        }
        thumbnails={pictures.map((picture) => imageUrl(picture.surfacePlotUrl))}
        openLabel={(item) => t('search.pictures.open', { title: item.caption })}
      />
    </LookupPage>
  );
}
