import { FeatureStyles } from '@marathon/shared';
import css from './document.css?inline';

/** The CSS of a document and of the content notices, for each page that shows one of them. */
export function DocumentStyles() {
  return <FeatureStyles id="content-document" css={css} />;
}
