import { withUi } from '@marathon/shared/ui';
import { registerSignupMessages } from '../i18n/messages';
import { UploadPage } from '../application/UploadPage';

registerSignupMessages();

export default withUi(UploadPage);
