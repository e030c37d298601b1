import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from '../app/App';
import { setRenderLanguage, type Language } from '../app/i18n';
import { Painted, type PaintedPage } from '../app/painted';

export { PAINTED_ID, type PaintedPage, type PaintedResult } from '../app/painted';

/**
 * The phone site's page as the browser's first render draws it, as HTML, for the shell's server to write into
 * `#mobile-root`: the same components, so the browser hydrates this markup instead of drawing it again. React
 * escapes every text; the render is synchronous, so the language set for it is the language it is drawn in.
 */
export function paintPhonePage(page: PaintedPage, language: Language): string {
  setRenderLanguage(language);
  return renderToString(
    <StrictMode>
      <Painted.Provider value={page}>
        <App />
      </Painted.Provider>
    </StrictMode>,
  );
}
