/** Phones and tablets, sent to the mobile site (by the shell's server and, failing that, by the shell). */
export const MOBILE_USER_AGENT = /iPhone|iPad|iPod|Android/i;

/** Every validation pattern of the forms, named once. */
export const PATTERNS = {
  /** Any characters except space and double quote (required-text rule). */
  requiredText: /^[^ "]+$/,
  /** A bib: printed digits with an optional letter prefix (e.g. F0123 for the fun run). */
  bib: /^[A-Za-z]?\d{1,7}$/,
  /** A runner's name in a lookup: Chinese or Latin letters with spaces, dots and hyphens; no markup or quotes. */
  runnerName: /^[\p{L}\p{M}][\p{L}\p{M} .·'-]*$/u,
  /** A name as typed into a name search: a runner name, or pinyin that may carry tone digits (wang2 lei3). */
  nameSearch: /^[\p{L}\p{M}][\p{L}\p{M}\d .·'-]*$/u,
  /** An ID number in a lookup: a mainland ID (18 characters) or a passport / permit number, 5 to 20 of them. */
  lookupIdNumber: /^[A-Za-z0-9]{5,20}$/,
  /** A phone in a lookup: digits with an optional +, 6 to 20 of them. */
  lookupPhone: /^\+?\d{6,20}$/,
  /** Mainland mobile: 11 digits, 1 then the allocated second and third digit ranges. */
  mainlandMobile: /^1(3\d|4[014-9]|5[0-35-9]|6[2567]|7[0-8]|8\d|9[0-35-9])\d{8}$/,
  /** Helper check: 1 followed by 10 digits. */
  mobileLoose: /^1\d{10}$/,
  /** Positive integer without a leading zero. */
  positiveInteger: /^[1-9]\d*$/,
  /** Web address with or without protocol, a dotted host and an optional port and path. */
  link: /^(https?:\/\/)?([\w-]+\.)+[a-z]{2,}(:\d{1,5})?(\/[^\s]*)?$/i,
  /** 6-20 letters and digits, containing both. */
  password: /^(?=.*[A-Za-z])(?=.*\d)[A-Za-z\d]{6,20}$/,
  email: /^[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}$/,
  /** Reset phone: 1, then 3 to 9, then 9 digits. */
  resetPhone: /^1[3-9]\d{9}$/,
} as const;
