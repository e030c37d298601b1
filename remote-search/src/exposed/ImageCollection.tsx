import { registerSearchMessages } from '../i18n/messages';
import { ImageCollectionPage } from '../pictures/ImageCollectionPage';

registerSearchMessages();

export default ImageCollectionPage;
