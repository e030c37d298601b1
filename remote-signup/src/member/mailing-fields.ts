import type { SignupField } from '@marathon/shared/api';

/** The mailing request's address, asked with the sign-up field library (same rules, same region picker). */
export const MAILING_FIELDS: SignupField[] = [
  {
    key: 'recipient',
    type: 'input',
    required: true,
    maxLength: 40,
    label: { zh: '收件人', en: 'Recipient' },
  },
  { key: 'phone', type: 'phone', required: true, label: { zh: '收件人手机号', en: "Recipient's mobile" } },
  {
    key: 'region',
    type: 'region',
    required: true,
    withImage: false,
    label: { zh: '收件地址', en: 'Delivery address' },
  },
];
