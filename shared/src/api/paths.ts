/**
 * The API's paths (ours: the original service's are encrypted strings) and the file host's layout. Both the client and the
 * server import these, so a path is written once.
 */
export const API_PATHS = {
  /** GET ?domainName= → DomainBinding | null */
  websiteDomain: '/website-center/api/website/domain',
  /** POST JSON { raceId } → RaceInfo */
  raceBaseInfo: '/website-center/api/race/baseInfo',
  /** GET ?domainName= → SiteConfigRef | null */
  siteConfig: '/website-center/api/website/siteConfig',
  /** GET, header token → CommonInfo (401 when the session is not live) */
  commonInfo: '/basic-center/api/common/getCommonInfo',
  /** GET → Country[] */
  countryAll: '/basic-center/api/country/all',
  /** GET → Health */
  health: '/health',
  /** GET → RaceYearSummary[] (newest first) */
  raceYears: '/race-data/api/years',
  /** GET ?year&bib, or POST JSON { year, name, idNumber } → ScoreResult (query type 4) */
  score: '/race-data/api/score',
  /** GET ?year&item&page&pageSize → ResultsPage */
  results: '/race-data/api/results',
  /** POST JSON { name, idNumber } → ScoreHistory */
  scoreHistory: '/race-data/api/score/history',
  /** POST JSON RegistrationQuery → RegistrationRecord (query types 1, 2, 3, 5) */
  registration: '/race-data/api/registration',
  /** GET ?year&bib[&download=1] → image/svg+xml (query type 6) */
  certificate: '/race-data/api/certificate',
  /** GET ?year&bib → PhotoList */
  photos: '/race-data/api/photos',
  /** GET ?year&bib&n → image/svg+xml */
  photo: '/race-data/api/photo',
  /** GET → PasswordCipherAnswer: the key and IV a page that embeds the login encrypts passwords with */
  passwordCipher: '/user-center/api/config/passwordCipher',
  /** POST form-encoded LoginRequest, header osId → LoginAnswer */
  login: '/user-center/api/login',
  /** POST JSON { scene } → ChallengeAnswer (human verification) */
  captchaChallenge: '/user-center/api/captcha/challenge',
  /** POST JSON { sessionId, nc_token, scene, value } → { sig } */
  captchaVerify: '/user-center/api/captcha/verify',
  /** POST JSON SendPhoneCodeRequest → SendCodeAnswer */
  sendPhoneCode: '/user-center/api/captcha/sendPhone',
  /** POST JSON SendEmailCodeRequest → SendCodeAnswer */
  sendEmailCode: '/user-center/api/captcha/sendEmail',
  /** GET ?email=&osId= → boolean (true: already registered) */
  emailRegistered: '/user-center/api/account/emailRegistered',
  /** POST JSON RegisterRequest → { userId } */
  registerByEmail: '/user-center/api/account/registerByEmail',
  /** POST JSON ResetByEmailRequest → true */
  resetByEmail: '/user-center/api/account/resetPasswordByEmail',
  /** POST JSON ResetByPhoneRequest → true */
  resetByPhone: '/user-center/api/account/resetPasswordByPhone',
  /** POST, header token → true: ends this session (a token that is already ended is answered true too) */
  logout: '/user-center/api/account/logout',
  /** POST, header token → { revoked }: ends every session of the account (401 when the session is not live) */
  logoutEverywhere: '/user-center/api/account/logoutEverywhere',
  /** POST multipart (one file), header token → UploadAnswer */
  uploadImage: '/user-center/api/base/uploadImage',
  /** POST multipart (one file), header token → UploadAnswer */
  uploadFile: '/user-center/api/base/uploadFile',
  /** GET: where uploaded files are served */
  uploads: '/user-center/uploads',
  /** GET → RegionNode[]: the province-city-area tree */
  regions: '/basic-center/api/regions',
  /** POST JSON SubmitRegistration, header token → RegistrationReceipt (idempotent by submissionId) */
  signupSubmit: '/signup-center/api/registration/submit',
  /** GET, header token → MemberSummary */
  memberSummary: '/signup-center/api/member/summary',
  /** POST JSON { note }, header token → Application */
  applicationCreate: '/signup-center/api/application/create',
  /** POST JSON { applicationId, documents }, header token → Application */
  applicationDocuments: '/signup-center/api/application/documents',
  /** POST JSON { applicationId }, header token → Application */
  applicationSubmit: '/signup-center/api/application/submit',
  /** POST JSON ReviewApplication, header x-review-key → Application (the organiser's decision) */
  applicationReview: '/signup-center/api/application/review',
  /** POST JSON MailingRequestInput, header token → Mailing */
  mailingRequest: '/signup-center/api/mailing/request',
  /** POST JSON { year, bib, name }, header token → VerifiedScore */
  verifyScore: '/signup-center/api/score/verify',
  /** GET ?target= → OutboxEntry[] (development and test only: absent in production) */
  devOutbox: '/user-center/api/dev/outbox',
} as const;
export type ApiPath = (typeof API_PATHS)[keyof typeof API_PATHS];

/** Where the API serves the content directory; relative file URIs (e.g. SiteConfigRef.uri) resolve under it. */
export const FILE_HOST_PREFIX = '/files';

/** Paths inside the file host. */
export const CONTENT_PATHS = {
  siteConfig: (domainName: string): string => `sites/${domainName}/config.json`,
  /** The "cloud config": navigation trees and documents. Fetched with `?t=<timestamp>`. */
  cloudConfig: (domainName: string): string => `sites/${domainName}/index.json`,
  /** The sign-up configuration: forms, application window, mailing deadline (SignupConfig). */
  signupConfig: (domainName: string): string => `sites/${domainName}/signup.json`,
  /** The two translation files (general and race), each `{ zh: {...}, en: {...} }`. */
  translations: ['i18n/general.json', 'i18n/race.json'] as const,
} as const;

/** Request headers the API reads. */
export const API_HEADERS = { token: 'token', terminalType: 'terminalType', osId: 'osId' } as const;
