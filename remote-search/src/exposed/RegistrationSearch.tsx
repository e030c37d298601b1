import { registerSearchMessages } from '../i18n/messages';
import { RegistrationSearchPage } from '../registration/RegistrationSearchPage';

registerSearchMessages();

export default RegistrationSearchPage;
