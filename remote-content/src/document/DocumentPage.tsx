import type { DocumentViewProps } from '@marathon/shared/contracts';
import { asList } from '@marathon/shared/api/content-at';
import { useContent } from '../content-data/use-content';
import { DocumentView } from './DocumentView';
import { ContentNotFound } from './NotFound';

/** A single-document section (e.g. race statement); a section stored as a list shows its first item. */
export function DocumentPage({ dataPath }: DocumentViewProps) {
  const [first] = asList(useContent(dataPath));
  return first ? <DocumentView item={first} /> : <ContentNotFound kind="empty" />;
}
