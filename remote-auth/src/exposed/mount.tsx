import { registerAuthMessages } from '../i18n/messages';
import { mount } from '../embed/mount';

registerAuthMessages();

export { mount };
export default mount;
