import { FeatureStyles } from '@marathon/shared';
import css from './document-list.css?inline';

/** The rows' CSS, for each page that shows DocumentListItem (the list page and the home page's latest news). */
export function DocumentListStyles() {
  return <FeatureStyles id="content-document-list" css={css} />;
}
