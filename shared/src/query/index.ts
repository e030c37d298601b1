/**
 * The data layer's loading, error, abort, retry and cache: a few small hooks of our own rather than TanStack Query.
 * The home page's search cards would put about 12 KB gzip of TanStack Query on the first screen, whose JavaScript
 * budget is a hard 150 KB, for four small uses (a list loaded once and shared, a page load with a retry, the
 * latest of several lookups, the sign-up configuration). This module lives in @marathon/shared, a federated
 * singleton, so the page holds one copy of it.
 */
export * from './state';
export * from './cached-query';
export * from './use-query';
export * from './use-latest-query';
