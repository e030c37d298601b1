import { registerContentMessages } from '../i18n/messages';
import { DocumentListPage } from '../document-list/DocumentListPage';

registerContentMessages();

export default DocumentListPage;
