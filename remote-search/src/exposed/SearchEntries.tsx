import { registerEntryMessages } from '../i18n/entry-messages';
import { SearchEntries } from '../entries/SearchEntries';

registerEntryMessages();

export default SearchEntries;
