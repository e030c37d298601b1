import { withUi } from '@marathon/shared/ui';
import { registerAuthMessages } from '../i18n/messages';
import { LoginDrawer } from '../drawer/LoginDrawer';

registerAuthMessages();

export default withUi(LoginDrawer);
