// The theme's CSS and the first screen's plain classes are linked from index.html: the page is styled before any
// script runs, and Chakra's provider, loaded later with the parts that use it, inserts none of it again.
import '@marathon/shared/ui/theme-page.css';
import '@marathon/shared/ui/plain-ui.css';
import './layout/layout.css';
import './layout/phone-layout.css';

// The federation runtime must set up the share scope before any shared module is evaluated, so everything
// that imports a shared library loads behind this dynamic import.
void import('./bootstrap');
