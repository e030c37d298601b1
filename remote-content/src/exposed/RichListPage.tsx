import { registerContentMessages } from '../i18n/messages';
import { RichListPage } from '../rich-list/RichListPage';

registerContentMessages();

export default RichListPage;
