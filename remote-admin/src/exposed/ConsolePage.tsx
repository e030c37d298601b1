import { withUi } from '@marathon/shared/ui';
import { ConsoleApp } from '../console/ConsoleApp';
import { registerAdminMessages } from '../i18n/messages';

registerAdminMessages();

export default withUi(ConsoleApp);
