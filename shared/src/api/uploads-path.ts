/**
 * Where the API serves uploaded files (`<UPLOADS_PATH>/<stored name>`): a file route, not an API call. Its own
 * module, so the answer schemas that check upload URLs need not import the endpoint table they belong to.
 */
export const UPLOADS_PATH = '/user-center/uploads';
