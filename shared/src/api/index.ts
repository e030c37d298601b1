/**
 * The API's contract, used by the client and by `api/`: the endpoint table (every call once), the envelope, request
 * and answer schemas, the file host's paths and the schemas of the content it serves. Nothing here may touch the DOM
 * or React.
 */
export * from './envelope';
export * from './paths';
export * from './endpoints';
export * from './regions';
export * from './website-center';
export * from './basic-center';
export * from './health';
export * from './content';
export * from './translations';
export * from './user-center';
export * from './search';
export * from './name-search';
export * from './live-runner-search';
export * from './corrections';
export * from './result-listing';
export * from './certificate-verification';
export * from './live';
export * from './signup-form';
export * from './signup-answers';
export * from './signup';
export * from './staff';
export * from './timing';
export * from './dashboard';
export * from './content-editing';
export * from './exports';
export * from './season';
export * from './draw-recompute';
export * from './pickup';
export * from './payments';
export * from './messages';
