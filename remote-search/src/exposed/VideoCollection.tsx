import { withUi } from '@marathon/shared/ui';
import { registerSearchMessages } from '../i18n/messages';
import { VideoCollectionPage } from '../videos/VideoCollectionPage';

registerSearchMessages();

export default withUi(VideoCollectionPage);
