import { i18n, type BundleShape } from '@marathon/shared';
import { consoleMessages } from './console-messages';
import { staffWords } from './staff-words';
import { timingMessages } from '../timing/timing-messages';
import { applicationsMessages } from '../applications/applications-messages';
import { correctionsMessages } from '../corrections/corrections-messages';
import { documentsMessages } from '../documents/documents-messages';
import { seasonMessages } from '../season/season-messages';
import { startListMessages } from '../season/start-list-messages';
import { desksMessages } from '../desks/desks-messages';
import { dashboardMessages } from '../dashboard/dashboard-messages';
import { resultsImportMessages } from '../results/results-import-messages';
import { messagesWords } from '../messages/messages-words';
import { exportsMessages } from '../exports/exports-messages';

/** Strings of the organisers' console, all under `admin.`: the screens', and the names of roles and permissions. */
export const adminMessages = {
  zh: {
    admin: {
      ...consoleMessages.zh,
      ...staffWords.zh,
      timing: timingMessages.zh,
      applications: applicationsMessages.zh,
      corrections: correctionsMessages.zh,
      documents: documentsMessages.zh,
      season: seasonMessages.zh,
      startList: startListMessages.zh,
      desks: desksMessages.zh,
      dashboard: dashboardMessages.zh,
      results: resultsImportMessages.zh,
      messages: messagesWords.zh,
      exports: exportsMessages.zh,
    },
  },
  en: {
    admin: {
      ...consoleMessages.en,
      ...staffWords.en,
      timing: timingMessages.en,
      applications: applicationsMessages.en,
      corrections: correctionsMessages.en,
      documents: documentsMessages.en,
      season: seasonMessages.en,
      startList: startListMessages.en,
      desks: desksMessages.en,
      dashboard: dashboardMessages.en,
      results: resultsImportMessages.en,
      messages: messagesWords.en,
      exports: exportsMessages.en,
    },
  },
} as const;

let registered = false;
export function registerAdminMessages(): void {
  if (registered) return;
  registered = true;
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', adminMessages[language], true, false);
  }
}

declare module '@marathon/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this app's t() keys
  interface AppMessages extends BundleShape<typeof adminMessages.zh> {}
}
