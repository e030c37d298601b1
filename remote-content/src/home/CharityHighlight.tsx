import { imageUrl, useLanguage, useTranslation } from '@marathon/shared';
import type { DocumentItem } from '@marathon/shared/api';
import { localizeDocument } from '../content-data/localize-document';

export const CHARITY_ROUTE = '#/charity/charityInformation';

/** The charity programme's lead item with a link to the charity section; only rendered where charity is shown. */
export function CharityHighlight({ item }: { item: DocumentItem | undefined }) {
  const language = useLanguage();
  const { t } = useTranslation();
  if (!item) return null;
  const doc = localizeDocument(item, language);
  return (
    <section className="home-charity" data-testid="home-charity">
      {item.icon ? (
        <div className="content-ratio home-charity__image">
          <img src={imageUrl(item.icon)} alt="" loading="lazy" />
        </div>
      ) : null}
      <div>
        <p className="home-charity__kicker">{t('content.charity')}</p>
        <h2 className="ui-heading home-charity__title">{doc.title}</h2>
        <p className="home-charity__summary">{doc.summary}</p>
        <a className="ui-link home-charity__link" href={CHARITY_ROUTE} data-testid="home-charity-link">
          {t('content.charityMore')} →
        </a>
      </div>
    </section>
  );
}
