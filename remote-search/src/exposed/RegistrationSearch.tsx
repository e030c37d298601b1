import { withUi } from '@marathon/shared/ui';
import { registerSearchMessages } from '../i18n/messages';
import { RegistrationSearchPage } from '../registration/RegistrationSearchPage';

registerSearchMessages();

export default withUi(RegistrationSearchPage);
