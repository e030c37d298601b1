import { z } from '../zod';
import { CAPTCHA_TYPE, CLOUD_PROVIDERS, ENCRYPT_TYPE, LOGIN_TYPE } from '../constants';
import { PATTERNS } from '../validation/patterns';
import { UPLOADS_PATH } from './uploads-path';

/**
 * The user-center calls: login, codes, human verification, registration, the two resets and
 * uploads. Both the drawer and the API parse with these schemas, so a field is named and bounded once.
 */

/** Form posts carry every value as a string: numbers are coerced, then checked. */
const intField = <T extends number>(value: T) => z.coerce.number().pipe(z.literal(value));

const phone = z.string().trim().regex(PATTERNS.resetPhone);
const email = z.string().trim().toLowerCase().max(254).regex(PATTERNS.email);
/** An AES-CBC cipher text in base64 (the plain password is at most 20 characters: 2 blocks, 44 characters). */
const cipherText = z.string().trim().min(1).max(256);
const code = z
  .string()
  .trim()
  .regex(/^\d{6}$/);
const opaque = z
  .string()
  .trim()
  .min(1)
  .max(128)
  .regex(/^[A-Za-z0-9_-]+$/);

/**
 * The device token a past login of this browser received (loginAnswerSchema): a password login that carries one of
 * the account's skips the delay strangers' failures put on the account.
 */
const deviceToken = z
  .string()
  .trim()
  .max(400)
  .regex(/^[A-Za-z0-9_.-]*$/)
  .optional();

export const passwordLoginSchema = z.object({
  loginType: intField(LOGIN_TYPE.password),
  phone,
  password: cipherText,
  encryptType: intField(ENCRYPT_TYPE),
  deviceToken,
  /** A code sent to this phone (captchaType 2): it confirms a login that strangers' failures hold in a delay. */
  captcha: code.optional(),
});
export const codeLoginSchema = z.object({ loginType: intField(LOGIN_TYPE.code), phone, captcha: code });
export const emailLoginSchema = z.object({
  loginType: intField(LOGIN_TYPE.email),
  accountEmail: email,
  password: cipherText,
  encryptType: intField(ENCRYPT_TYPE),
  deviceToken,
  /** A code sent to this email (emailSendType 3): it confirms a login that strangers' failures hold in a delay. */
  captcha: code.optional(),
});
/** The login call is form-encoded; loginType picks the shape. */
export const loginRequestSchema = z.union([passwordLoginSchema, codeLoginSchema, emailLoginSchema]);
export type LoginRequest = z.input<typeof loginRequestSchema>;

/** The fields the human-verification widget hands over (the Aliyun slider's names). */
export const humanVerificationSchema = z.object({
  nc_token: opaque,
  scene: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,32}$/),
  sessionId: opaque,
  sig: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{43}$/),
});
export type HumanVerification = z.infer<typeof humanVerificationSchema>;

const cloudType = z.enum(CLOUD_PROVIDERS).default('aliyun');

export const sendPhoneCodeSchema = humanVerificationSchema.extend({
  captchaType: z.union([z.literal(CAPTCHA_TYPE.loginPhone), z.literal(CAPTCHA_TYPE.resetPhone)]),
  userPhone: phone,
  raceAppBusinessType: z.number().int().min(0).max(99).optional(),
  cloudType,
  /** The owner's known device gets codes when strangers have slowed or capped the target (issue 41 item 2). */
  deviceToken,
});

/** emailSendType: 1 registration, 2 password reset, 3 confirming a held login (values of our choosing). */
export const EMAIL_SEND_TYPE = { register: 1, reset: 2, login: 3 } as const;

export const sendEmailCodeSchema = humanVerificationSchema.extend({
  captchaType: z.literal(CAPTCHA_TYPE.email),
  accountEmail: email,
  emailSendType: z.union([
    z.literal(EMAIL_SEND_TYPE.register),
    z.literal(EMAIL_SEND_TYPE.reset),
    z.literal(EMAIL_SEND_TYPE.login),
  ]),
  cloudType,
  deviceToken,
});

/** The code itself never travels back: captchaCode is always empty, verificationToken binds a reset to it. */
export const sendCodeAnswerSchema = z.object({ captchaCode: z.string(), verificationToken: z.string() });
export type SendCodeAnswer = z.infer<typeof sendCodeAnswerSchema>;

export const registerRequestSchema = z.object({
  accountEmail: email,
  code,
  captcha: code.optional(),
  loginPassword: cipherText,
  loginPasswordConfirm: cipherText.optional(),
  encryptType: z.literal(ENCRYPT_TYPE),
  machineCode: z.string().max(128).optional(),
});

export const resetByEmailSchema = z.object({
  accountEmail: email,
  captcha: code,
  verificationToken: opaque,
  encryptType: z.literal(ENCRYPT_TYPE),
  loginPassword: cipherText,
  confirmPassword: cipherText,
});

export const resetByPhoneSchema = z.object({
  phone,
  captcha: code,
  verificationToken: opaque,
  encryptType: z.literal(ENCRYPT_TYPE),
  enterprise: z.literal(0),
  loginPassword: cipherText,
  confirmPassword: cipherText,
});

const hex = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^(?:[0-9a-f]{2})+$/);

/**
 * The proof of work bound to a slider challenge (an ALTCHA v2 challenge, signed by the server): the page derives
 * keys from the nonce with counters 0, 1, 2… until one starts with keyPrefix. The page hands it back unchanged with
 * its solution; the signature covers every parameter, so nothing here can be eased.
 */
export const powChallengeSchema = z.object({
  parameters: z.object({
    algorithm: z.literal('PBKDF2/SHA-256'),
    nonce: hex(64),
    salt: hex(64),
    cost: z.number().int().min(1).max(1_000_000),
    keyLength: z.number().int().min(16).max(64),
    keyPrefix: hex(128),
    keySignature: hex(128).optional(),
    expiresAt: z.number().int().positive(),
    data: z.object({ sessionId: opaque, nc_token: opaque, scene: z.string().regex(/^[a-z_]{1,32}$/) }),
  }),
  signature: hex(128),
});
export type PowChallenge = z.infer<typeof powChallengeSchema>;

export const powSolutionSchema = z.object({
  counter: z.number().int().min(0).max(0xffffffff),
  derivedKey: hex(128),
});
export type PowSolution = z.infer<typeof powSolutionSchema>;

/**
 * A slider challenge: drag the handle to `max` (or press End) and hand the result back within its life, with the
 * solved proof of work (`pow`), which the page computes while the visitor slides.
 */
export const challengeAnswerSchema = z.object({
  sessionId: z.string(),
  nc_token: z.string(),
  scene: z.string(),
  max: z.number().int(),
  expiresAt: z.number().int(),
  pow: powChallengeSchema,
});
export type ChallengeAnswer = z.infer<typeof challengeAnswerSchema>;

export const challengeRequestSchema = z.object({
  scene: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,32}$/),
});

export const verifyChallengeSchema = z.object({
  sessionId: opaque,
  nc_token: opaque,
  scene: z
    .string()
    .trim()
    .regex(/^[a-z_]{1,32}$/),
  value: z.number().int().min(0).max(1000),
  pow: powChallengeSchema,
  solution: powSolutionSchema,
});
export type VerifyChallengeRequest = z.infer<typeof verifyChallengeSchema>;

/** What login answers: the token and the user data the client stores. */
export const loginAnswerSchema = z.object({
  token: z.string(),
  /**
   * Says "this browser logged in to this account": kept beyond logout, sent with the next password logins. The API
   * always sends it; optional so that a page already deployed keeps working with an API process not yet updated.
   */
  deviceToken: z.string().optional(),
  userData: z.object({
    token: z.string(),
    username: z.string(),
    osId: z.number(),
    loginIdentityType: z.number(),
    accountInfo: z.object({
      accountId: z.string(),
      accountNo: z.string(),
      accountNick: z.string(),
      accountPhone: z.string().optional(),
      loginType: z.number(),
      osId: z.number(),
    }),
    userInfo: z.object({
      userId: z.string(),
      userEmail: z.string().optional(),
      userPhone: z.string().optional(),
      userGender: z.number(),
    }),
  }),
});
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;

/** "Log out everywhere": how many sessions of the account were ended (this one included). */
export const logoutEverywhereAnswerSchema = z.object({ revoked: z.number().int().min(0) });
/** When the session now ends if left idle (`expiresAt`), and when it ends whatever the use (`endsAt`), epoch ms. */
export const renewSessionAnswerSchema = z.object({ expiresAt: z.number().int(), endsAt: z.number().int() });

/** `url` is the file's stored address: it names the file in answers, but serves nothing by itself (private). */
export const uploadAnswerSchema = z.object({ url: z.string(), name: z.string(), size: z.number() });
export type UploadAnswer = z.infer<typeof uploadAnswerSchema>;

/** POST: a signed address of a stored file, for its owner (or a staff member allowed to read documents). */
export const uploadLinkRequestSchema = z
  .object({
    url: z
      .string()
      .regex(new RegExp(`^${UPLOADS_PATH}/[A-Za-z0-9._-]{1,120}$`), 'not the address of an uploaded file'),
  })
  .strict();
/** The stored address with its signature (relative to the API's base) and when it stops working (epoch ms). */
export const uploadLinkSchema = z.object({ url: z.string(), expiresAt: z.number().int() });
export type UploadLink = z.infer<typeof uploadLinkSchema>;

/**
 * One message of the development outbox (the only place a code is written in clear). A live alert has no code
 * (`code` is empty, `kind` says `alert`) and carries its text.
 */
export const outboxEntrySchema = z.object({
  channel: z.enum(['sms', 'email']),
  target: z.string(),
  code: z.string(),
  purpose: z.number(),
  provider: z.string(),
  at: z.number(),
  kind: z.enum(['code', 'alert']).optional(),
  text: z.string().optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;
export type { CloudProvider } from '../constants';
export { OS_ID, LOGIN_TYPE, CAPTCHA_TYPE } from '../constants';
export { PATTERNS } from '../validation/patterns';

/**
 * The password cipher's key and IV. Not a secret: every browser that logs in holds them; the
 * cipher keeps passwords out of logs and proxies, the transport is TLS. Served so one build fits every deployment.
 */
export const passwordCipherAnswerSchema = z.object({
  key: z.string().refine((key) => [16, 24, 32].includes(key.length)),
  iv: z.string().length(16),
});
