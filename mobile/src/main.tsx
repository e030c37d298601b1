import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { Painted, readPaintedPage } from './app/painted';
import { showResultAddress } from './app/route';
import './styles.css';

const root = document.getElementById('mobile-root');
if (!root) throw new Error('#mobile-root is missing from index.html');
// The shell's server painted a result's page (/m/r/<year>/<bib>): its markup is taken over as it is, with the
// answer it was painted from, so nothing moves and nothing is asked again. Otherwise the browser draws the page.
const painted = root.firstElementChild ? readPaintedPage() : null;
if (!painted) showResultAddress();
const app = (
  <StrictMode>
    <Painted.Provider value={painted}>
      <App />
    </Painted.Provider>
  </StrictMode>
);
if (painted) hydrateRoot(root, app);
else createRoot(root).render(app);
