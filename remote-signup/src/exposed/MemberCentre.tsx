import { withUi } from '@marathon/shared/ui';
import { registerSignupMessages } from '../i18n/messages';
import { MemberCentre } from '../member/MemberCentre';

registerSignupMessages();

export default withUi(MemberCentre);
