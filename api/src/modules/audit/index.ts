export { auditMigration } from './migration';
export { registerAuditRoutes } from './routes';
export { createAuditTrail, deleteOldAuditEvents } from './trail';
