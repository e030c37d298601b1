import { registerSignupMessages } from '../i18n/messages';
import { MemberCentre } from '../member/MemberCentre';

registerSignupMessages();

export default MemberCentre;
