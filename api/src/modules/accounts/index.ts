export { createUser, findUserByEmail, findUserByPhone } from './accounts';
export { resolveAuthSettings } from './auth-settings';
export { waitMessage } from './login-throttle';
export { hashPassword } from './password-hash';
export { registerAccounts } from './plugin';
export { requireSession } from './session/require-session';
export { type SessionUser } from './session/session-repository';
export { maskedTarget } from './verification/codes';
export { humanCheckMigration } from './verification/migration';
