import { useTranslation } from '@marathon/shared';

/** A home section's title, with a 'more' link to the page that shows all of it (classes: home.css). */
export function SectionHeading({ id, title, moreHref }: { id: string; title: string; moreHref?: string }) {
  const { t } = useTranslation();
  return (
    <div className="home-heading">
      <h2 className="ui-heading home-heading__title" id={id}>
        {title}
      </h2>
      {moreHref ? (
        <a className="ui-link home-heading__more" href={moreHref} data-testid={`${id}-more`}>
          {t('content.more')} →
        </a>
      ) : null}
    </div>
  );
}
