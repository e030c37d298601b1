import { registerContentMessages } from '../i18n/messages';
import { DocumentPage } from '../document/DocumentPage';

registerContentMessages();

export default DocumentPage;
