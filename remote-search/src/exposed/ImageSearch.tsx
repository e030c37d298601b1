import { registerSearchMessages } from '../i18n/messages';
import { ImageSearchPage } from '../photos/ImageSearchPage';

registerSearchMessages();

export default ImageSearchPage;
