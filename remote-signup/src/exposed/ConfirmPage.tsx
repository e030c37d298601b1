import { registerSignupMessages } from '../i18n/messages';
import { ConfirmPage } from '../confirm/ConfirmPage';

registerSignupMessages();

export default ConfirmPage;
