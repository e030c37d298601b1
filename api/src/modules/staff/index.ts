export { activeAdministrators, findMemberByEmail, toActor } from './members';
export { inviteMember } from './invitations';
export { staffMigration } from './migration';
export { requireStaff, STAFF_SESSION_HEADER } from './require-staff';
export { registerStaffRoutes } from './routes';
export { deleteEndedStaffRows } from './sessions';
