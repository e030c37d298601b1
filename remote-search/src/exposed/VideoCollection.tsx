import { registerSearchMessages } from '../i18n/messages';
import { VideoCollectionPage } from '../videos/VideoCollectionPage';

registerSearchMessages();

export default VideoCollectionPage;
