import { registerContentMessages } from '../i18n/messages';
import { HomePage } from '../home/HomePage';

registerContentMessages();

export default HomePage;
