export { checkContentDir } from './check-content-dir';
export { registerFileHost } from './file-host/routes';
export { formatProblem } from './problems';
export { registerContentValidation } from './serve-validation';
export { createSite } from './site-create/create-site';
export { createSiteSchema } from './site-create/site-input';
export { registerSiteConfigRoute } from './site-config-routes';
