import { registerSearchMessages } from '../i18n/messages';
import { ScoreSearchPage } from '../score/ScoreSearchPage';

registerSearchMessages();

export default ScoreSearchPage;
