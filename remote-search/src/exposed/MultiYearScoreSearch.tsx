import { registerSearchMessages } from '../i18n/messages';
import { LookupPage } from '../pages/LookupPage';

registerSearchMessages();

export default function MultiYearScoreSearch() {
  return <LookupPage titleKey="search.multiYearScoreSearch" />;
}
