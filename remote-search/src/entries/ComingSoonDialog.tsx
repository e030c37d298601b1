// The lazy boundary for the shared dialog: a static import, so federation hands over the page's one copy of the
// interactive UI rather than a bundled second one.
export { ComingSoonDialog } from '@marathon/shared/ui-interactive';
