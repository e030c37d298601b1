import { withUi } from '@marathon/shared/ui';
import { registerSignupMessages } from '../i18n/messages';
import { SignupPage } from '../signup/SignupPage';

registerSignupMessages();

export default withUi(SignupPage);
