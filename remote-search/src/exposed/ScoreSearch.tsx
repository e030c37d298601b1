import { withUi } from '@marathon/shared/ui';
import { registerSearchMessages } from '../i18n/messages';
import { ScoreSearchPage } from '../score/ScoreSearchPage';

registerSearchMessages();

export default withUi(ScoreSearchPage);
