/**
 * The component-test harness every app uses (Testing Library, happy-dom): a real HTTP server that answers in the
 * API's envelope, and a render that mounts a view as the page does. Tests import it; no app bundle does.
 */
export * from './api-server';
export * from './render';
export * from './race-info';
export * from './score-result';
// A router a test sets at any address; the apps themselves use the hash router from @marathon/shared/router.
export { MemoryRouter } from 'react-router-dom';
