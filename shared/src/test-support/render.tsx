import { render, type RenderResult } from '@testing-library/react';
import { act, type ReactNode } from 'react';
import type { Language } from '../constants';
import { i18n } from '../i18n/instance';
import { useSessionStore } from '../session/store';
import { MessageHost } from '../ui/MessageHost';
import { UiProvider } from '../ui/UiProvider';

/**
 * Renders a view as the page shows it: inside the UI provider, beside the page messages (where the HTTP client's
 * red error messages appear), in the given language.
 */
export function renderInPage(
  node: ReactNode,
  { language = 'zh' }: { language?: Language } = {},
): RenderResult {
  act(() => useSessionStore.getState().setLanguage(language));
  void i18n.changeLanguage(language);
  return render(
    <UiProvider>
      <MessageHost />
      {node}
    </UiProvider>,
  );
}
