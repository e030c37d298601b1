import { registerSearchMessages } from '../i18n/messages';
import { SearchEntries } from '../entries/SearchEntries';

registerSearchMessages();

export default SearchEntries;
