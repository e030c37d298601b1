import { registerSearchMessages } from '../i18n/messages';
import { LookupPage } from '../pages/LookupPage';

registerSearchMessages();

export default function ImageCollection() {
  return <LookupPage titleKey="search.imageCollection" />;
}
