import { registerSignupMessages } from '../i18n/messages';
import { FieldDemos } from '../demos/FieldDemos';

registerSignupMessages();

export default FieldDemos;
