import { withUi } from '@marathon/shared/ui';
import { registerSearchMessages } from '../i18n/messages';
import { VerifyPage } from '../verify/VerifyPage';

registerSearchMessages();

export default withUi(VerifyPage);
