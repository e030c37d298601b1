import { withUi } from '@marathon/shared/ui';
import { DrawRecordPage } from '../draw/DrawRecordPage';
import { registerSearchMessages } from '../i18n/messages';

registerSearchMessages();

export default withUi(DrawRecordPage);
