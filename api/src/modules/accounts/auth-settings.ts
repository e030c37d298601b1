import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { POW_DEFAULTS, type AppConfig, type AuthSettings } from '../../platform/config/config';

/** The accounts settings with every gap filled: tests build an AppConfig without them. */
export function resolveAuthSettings(config: AppConfig): AuthSettings {
  const given = config.auth ?? {};
  return {
    dataDir: given.dataDir ?? path.join(os.tmpdir(), `marathon-auth-${process.pid}`),
    smtpUrl: given.smtpUrl ?? null,
    smtpFrom: given.smtpFrom ?? 'no-reply@localhost',
    codeOutbox: given.codeOutbox ?? config.nodeEnv !== 'production',
    codesDisabled: given.codesDisabled ?? false,
    outboxEndpoint: (given.outboxEndpoint ?? true) && config.nodeEnv !== 'production',
    // Random per start: challenges and codes in flight die with a restart, which only costs a resend.
    captchaSecret: given.captchaSecret ?? randomBytes(32).toString('base64url'),
    loginPerMinute: given.loginPerMinute ?? 20,
    codesPerHour: given.codesPerHour ?? 30,
    challengesPerMinute: given.challengesPerMinute ?? 60,
    powMaxNumber: given.powMaxNumber ?? POW_DEFAULTS.maxNumber,
    powCost: given.powCost ?? POW_DEFAULTS.cost,
    scryptLogN: given.scryptLogN ?? 15,
    aliyunSms: given.aliyunSms ?? null,
    tencentSms: given.tencentSms ?? null,
  };
}
