import { registerSearchMessages } from '../i18n/messages';
import { ScoreSearchPage } from '../score/ScoreSearchPage';

registerSearchMessages();

// Drawn without Chakra: a result link's card is its first screen. The Chakra parts it loads bring their provider.
export default ScoreSearchPage;
