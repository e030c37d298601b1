import { withUi } from '@marathon/shared/ui';
import { registerSignupMessages } from '../i18n/messages';
import { ConfirmPage } from '../confirm/ConfirmPage';

registerSignupMessages();

export default withUi(ConfirmPage);
