import { withUi } from '@marathon/shared/ui';
import { registerSearchMessages } from '../i18n/messages';
import { ImageSearchPage } from '../photos/ImageSearchPage';

registerSearchMessages();

export default withUi(ImageSearchPage);
