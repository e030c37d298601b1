import { withUi } from '@marathon/shared/ui';
import { registerSignupMessages } from '../i18n/messages';
import { FieldDemos } from '../demos/FieldDemos';

registerSignupMessages();

export default withUi(FieldDemos);
