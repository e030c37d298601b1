import { withUi } from '@marathon/shared/ui';
import { registerContentMessages } from '../i18n/messages';
import { DocumentListPage } from '../document-list/DocumentListPage';

registerContentMessages();

// The page no longer wraps remotes in Chakra's provider: a module drawn with Chakra brings its own.
export default withUi(DocumentListPage);
