import { registerSearchMessages } from '../i18n/messages';
import { LookupPage } from '../pages/LookupPage';

registerSearchMessages();

export default function ImageSearch() {
  return <LookupPage titleKey="search.imageSearch" />;
}
