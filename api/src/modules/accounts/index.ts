export {
  accountNamesOf,
  accountNoOf,
  contactOfUser,
  createUser,
  findUserByEmail,
  findUserByPhone,
} from './accounts';
export { resolveAuthSettings } from './auth-settings';
export { waitMessage } from './login-throttle';
export { hashPassword, spendHashTime, verifyPassword } from './password-hash';
export { hashToken, newToken } from './session/token';
export { registerAccounts } from './plugin';
export { requireSession } from './session/require-session';
export { createSession, findSessionUser } from './session/session-repository';
export { maskedTarget } from './verification/codes';
export { humanCheckMigration } from './verification/migration';
export { deleteEnded, KEEP_ENDED_MS } from './ended';
