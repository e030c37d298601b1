import { registerSearchMessages } from '../i18n/messages';
import { LookupPage } from '../pages/LookupPage';

registerSearchMessages();

export default function RegistrationSearch() {
  return <LookupPage titleKey="search.registrationSearch" />;
}
