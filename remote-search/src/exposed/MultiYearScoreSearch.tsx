import { withUi } from '@marathon/shared/ui';
import { registerSearchMessages } from '../i18n/messages';
import { MultiYearPage } from '../history/MultiYearPage';

registerSearchMessages();

export default withUi(MultiYearPage);
