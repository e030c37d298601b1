import { memberSiteAddress } from '@marathon/shared/url';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { Painted, readPaintedPage } from './app/painted';
import { showResultAddress } from './app/route';
import './styles.css';

const root = document.getElementById('mobile-root');
if (!root) throw new Error('#mobile-root is missing from index.html');
// A sign-up link or the member centre carried over by the desktop site's redirect (/#/post → /m/#/post): the
// phone site has no sign-up, the member site's page has it in a phone layout.
const memberSite = memberSiteAddress(window.location.hash);
if (memberSite) window.location.replace(memberSite);
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
if (memberSite) {
  // Leaving: nothing to draw.
} else if (painted) hydrateRoot(root, app);
else createRoot(root).render(app);
