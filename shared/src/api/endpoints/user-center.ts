import { z } from '../../zod';
import {
  challengeAnswerSchema,
  challengeRequestSchema,
  loginAnswerSchema,
  loginRequestSchema,
  logoutEverywhereAnswerSchema,
  renewSessionAnswerSchema,
  passwordCipherAnswerSchema,
  registerRequestSchema,
  resetByEmailSchema,
  resetByPhoneSchema,
  sendCodeAnswerSchema,
  sendEmailCodeSchema,
  sendPhoneCodeSchema,
  uploadAnswerSchema,
  uploadLinkRequestSchema,
  uploadLinkSchema,
  verifyChallengeSchema,
} from '../user-center';
import { endpoint } from './define';

/** user-center: login, human verification, codes, registration, the two resets, logout and uploads. */
export const userCenterEndpoints = {
  /** The key and IV a page that embeds the login encrypts passwords with. */
  passwordCipher: endpoint({
    method: 'GET',
    path: '/user-center/api/config/passwordCipher',
    bodyKind: 'none',
    answer: passwordCipherAnswerSchema,
    auth: 'public',
  }),
  /** Form-encoded, as the original service's; loginType picks the shape. */
  login: endpoint({
    method: 'POST',
    path: '/user-center/api/login',
    bodyKind: 'form',
    body: loginRequestSchema,
    answer: loginAnswerSchema,
    auth: 'public',
  }),
  /** A slider challenge (human verification). */
  captchaChallenge: endpoint({
    method: 'POST',
    path: '/user-center/api/captcha/challenge',
    bodyKind: 'json',
    body: challengeRequestSchema,
    answer: challengeAnswerSchema,
    auth: 'public',
  }),
  /** A solved slider: answers the signature a code send carries. */
  captchaVerify: endpoint({
    method: 'POST',
    path: '/user-center/api/captcha/verify',
    bodyKind: 'json',
    body: verifyChallengeSchema,
    answer: z.object({ sig: z.string() }),
    auth: 'public',
  }),
  sendPhoneCode: endpoint({
    method: 'POST',
    path: '/user-center/api/captcha/sendPhone',
    bodyKind: 'json',
    body: sendPhoneCodeSchema,
    answer: sendCodeAnswerSchema,
    auth: 'public',
  }),
  sendEmailCode: endpoint({
    method: 'POST',
    path: '/user-center/api/captcha/sendEmail',
    bodyKind: 'json',
    body: sendEmailCodeSchema,
    answer: sendCodeAnswerSchema,
    auth: 'public',
  }),
  registerByEmail: endpoint({
    method: 'POST',
    path: '/user-center/api/account/registerByEmail',
    bodyKind: 'json',
    body: registerRequestSchema,
    answer: z.object({ userId: z.string() }),
    auth: 'public',
  }),
  resetByEmail: endpoint({
    method: 'POST',
    path: '/user-center/api/account/resetPasswordByEmail',
    bodyKind: 'json',
    body: resetByEmailSchema,
    answer: z.literal(true),
    auth: 'public',
  }),
  resetByPhone: endpoint({
    method: 'POST',
    path: '/user-center/api/account/resetPasswordByPhone',
    bodyKind: 'json',
    body: resetByPhoneSchema,
    answer: z.literal(true),
    auth: 'public',
  }),
  /**
   * Ends this session; a token that is unknown or already ended is answered true too, so it needs no live
   * session (it reads the token when one is sent).
   */
  logout: endpoint({
    method: 'POST',
    path: '/user-center/api/account/logout',
    bodyKind: 'none',
    answer: z.literal(true),
    auth: 'public',
  }),
  /**
   * Slides the calling session's idle end (up to its absolute end) and says both; 401 when it is not live. The page
   * calls it while its visitor is active, so a long form filled without calls keeps its session.
   */
  renewSession: endpoint({
    method: 'POST',
    path: '/user-center/api/account/renewSession',
    bodyKind: 'none',
    answer: renewSessionAnswerSchema,
    auth: 'token',
  }),
  /** Ends every session of the account (401 when the session is not live). */
  logoutEverywhere: endpoint({
    method: 'POST',
    path: '/user-center/api/account/logoutEverywhere',
    bodyKind: 'none',
    answer: logoutEverywhereAnswerSchema,
    auth: 'token',
  }),
  /** One image (multipart, field `file`). */
  uploadImage: endpoint({
    method: 'POST',
    path: '/user-center/api/base/uploadImage',
    bodyKind: 'multipart',
    answer: uploadAnswerSchema,
    auth: 'token',
  }),
  /** One document (multipart, field `file`). */
  uploadFile: endpoint({
    method: 'POST',
    path: '/user-center/api/base/uploadFile',
    bodyKind: 'multipart',
    answer: uploadAnswerSchema,
    auth: 'token',
  }),
  /** A short-lived signed address of one of the caller's own uploads (uploads are private). */
  uploadLink: endpoint({
    method: 'POST',
    path: '/user-center/api/base/uploadLink',
    bodyKind: 'json',
    body: uploadLinkRequestSchema,
    answer: uploadLinkSchema,
    auth: 'token',
  }),
  /** The same for the organisers, for any upload (an application's documents, a form's proofs). */
  uploadLinkForReview: endpoint({
    method: 'POST',
    path: '/user-center/api/base/uploadLinkForReview',
    bodyKind: 'json',
    body: uploadLinkRequestSchema,
    answer: uploadLinkSchema,
    auth: 'staff',
    permission: 'documents.read',
  }),
} as const;
