import { FeatureStyles, fragmentLanguage, imageUrl, safeHref, useLanguage } from '@marathon/shared';
import type { DocumentViewProps } from '@marathon/shared/contracts';
import { isExternalJump } from '../content-data/links';
import { localizeDocument } from '../content-data/localize-document';
import { asList } from '@marathon/shared/api/content-at';
import { sortForList, useContent } from '../content-data/use-content';
import { ContentNotFound } from '../document/NotFound';
import css from './rich-list.css?inline';

/**
 * Sponsors and charity: icon, title and summary; an item with a web jumpUrl links out in a new tab. Drawn with
 * plain elements (rich-list.css), as the documents are.
 */
export function RichListPage({ dataPath }: DocumentViewProps) {
  const items = sortForList(asList(useContent(dataPath)));
  const language = useLanguage();
  if (items.length === 0) return <ContentNotFound kind="empty" />;
  return (
    <ul className="rich-list" data-testid="rich-list">
      <FeatureStyles id="content-rich-list" css={css} />
      {items.map((item) => {
        const doc = localizeDocument(item, language);
        const card = (
          <div className="rich-card">
            <div className="content-ratio rich-card__frame">
              {item.icon ? (
                // The title under the logo names it: the same words as alt text would be read twice.
                <img className="rich-card__logo" src={imageUrl(item.icon)} alt="" loading="lazy" />
              ) : (
                <div className="rich-card__mark" aria-hidden="true">
                  ◆
                </div>
              )}
            </div>
            <h2
              className="ui-heading rich-card__title"
              lang={fragmentLanguage(doc.title, language)}
              data-testid="rich-list-title"
            >
              {doc.title}
            </h2>
            <p className="rich-card__summary">{doc.summary}</p>
          </div>
        );
        return (
          <li className="rich-list__item" key={item.id} data-testid="rich-list-item">
            {isExternalJump(item.jumpUrl) ? (
              <a href={safeHref(item.jumpUrl)} target="_blank" rel="noopener noreferrer">
                {card}
              </a>
            ) : (
              card
            )}
          </li>
        );
      })}
    </ul>
  );
}
