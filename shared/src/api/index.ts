/**
 * The API's contract, used by the client and by `api/`: paths, envelope, request and answer schemas, and the
 * schemas of the content the file host serves. Nothing here may touch the DOM or React.
 */
export * from './envelope';
export * from './paths';
export * from './website-center';
export * from './basic-center';
export * from './health';
export * from './content';
export * from './user-center';
export * from './search';
export * from './signup-form';
export * from './signup-answers';
export * from './signup';
// A content link the site would not render is refused when the file host loads the content: one rule for both.
export { isSafeLink, SAFE_LINK_SCHEMES } from '../url/safe-link';
