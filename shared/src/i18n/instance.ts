import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '../constants';
import { readSavedLanguage } from '../session/storage';
import { sharedMessages } from './messages';

/**
 * The page's one i18next instance (a federated singleton with @marathon/shared). Initialised synchronously with
 * the shared strings so that even the unbound-race screen and start-up errors speak the visitor's language.
 */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  // The same saved language the session store starts from; its setLanguage is what changes it afterwards.
  lng: readSavedLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: ['zh', 'en'],
  resources: {
    zh: { translation: sharedMessages.zh },
    en: { translation: sharedMessages.en },
  },
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
