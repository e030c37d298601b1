import { showMessage } from '../feedback/messages';
import type { Language } from '../constants';
import { useSessionStore } from '../session/store';
import { i18n } from './instance';

/** The header's language toggle: the store's one language action, then a confirmation in the new language. */
export function switchLanguage(language: Language): void {
  useSessionStore.getState().setLanguage(language);
  showMessage('success', i18n.t('language.switched'));
}
