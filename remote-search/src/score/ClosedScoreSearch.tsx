import { withUi } from '@marathon/shared/ui';
import { ClosedNotice } from '../lookup/ClosedNotice';

/** The lookup switched off in the content: said with the other lookups' notice (Chakra, loaded only then). */
function ClosedScoreSearch() {
  return <ClosedNotice module="scoreSearch" />;
}

export default withUi(ClosedScoreSearch);
