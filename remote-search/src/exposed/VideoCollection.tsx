import { registerSearchMessages } from '../i18n/messages';
import { LookupPage } from '../pages/LookupPage';

registerSearchMessages();

export default function VideoCollection() {
  return <LookupPage titleKey="search.videoCollection" />;
}
