import { withUi } from '@marathon/shared/ui';
import { registerSearchMessages } from '../i18n/messages';
import { ImageCollectionPage } from '../pictures/ImageCollectionPage';

registerSearchMessages();

export default withUi(ImageCollectionPage);
