/**
 * The account a newcomer logs in with on a local start (`npm start`): printed in the terminal banner and the
 * README. It exists only outside production: a real site never has a known password. No imports, so the site
 * runner's banner can read it too.
 */
export const DEMO_ACCOUNT = {
  phone: '13800138000',
  email: 'demo@example.com',
  password: 'Demo2025',
  nick: '体验账号 Demo',
} as const;
