import { registerSearchMessages } from '../i18n/messages';
import { LookupPage } from '../pages/LookupPage';

registerSearchMessages();

export default function ScoreSearch() {
  return <LookupPage titleKey="search.scoreSearch" />;
}
