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
