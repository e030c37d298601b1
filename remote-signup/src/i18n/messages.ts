import { i18n, type BundleShape } from '@marathon/shared';
import { basicFieldMessages } from './field-messages-basic';
import { advancedFieldMessages } from './field-messages-advanced';
import { fieldErrorMessages } from './field-error-messages';
import { pageMessages } from './page-messages';
import { seasonMessages } from './season-messages';

/**
 * Strings of the sign-up remote. Each part keeps its own file (fields of the two groups, the pages) so the
 * teams working on them never edit the same one; all sit under `signup.`.
 */
export const signupMessages = {
  zh: {
    signup: {
      ...basicFieldMessages.zh,
      ...advancedFieldMessages.zh,
      ...fieldErrorMessages.zh,
      ...pageMessages.zh,
      ...seasonMessages.zh,
    },
  },
  en: {
    signup: {
      ...basicFieldMessages.en,
      ...advancedFieldMessages.en,
      ...fieldErrorMessages.en,
      ...pageMessages.en,
      ...seasonMessages.en,
    },
  },
} as const;

let registered = false;
export function registerSignupMessages(): void {
  if (registered) return;
  registered = true;
  for (const language of ['zh', 'en'] as const) {
    i18n.addResourceBundle(language, 'translation', signupMessages[language], true, false);
  }
}

declare module '@marathon/shared' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: this app's t() keys
  interface AppMessages extends BundleShape<typeof signupMessages.zh> {}
}
