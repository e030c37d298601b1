import type { Kysely } from 'kysely';
import type { Database } from '../../platform/db/schema';
import { hashPersonal, normalizePhone } from '../../kernel/identity';
import type { SessionUser } from '../../kernel/session-user';
import { bilingual } from '../../platform/http/api-failure';
import type { LocalizedText } from '../../platform/http/localized-text';

/**
 * Whose a result (an entry of an edition, by bib) is, for what only its runner may do: file a correction, choose
 * who may follow them live, draw a share code (issue 41 item 1). An ID number is no proof: anyone who once saw the
 * runner's ID card knows it. The runner's account is either the one that signed up for that edition (the sign-up
 * answers it: `SignedUpFor`, handed in by main/ so this module reads no other module's table), or an account whose
 * phone number is the entry's: an account holds a phone only once a code sent to it was typed in (the accounts
 * module's code login), so that account proved the entry's phone by a code.
 */
export type SignedUpFor = (userId: string, year: number, regNo: number) => Promise<boolean>;

export type EntryOwnership =
  | { owner: true; name: string; by: 'sign-up' | 'phone' }
  /** No entry of that bib: the edition's entry list was never imported, so nobody can prove the result is theirs. */
  | { owner: false; reason: 'no-entry' }
  /** The entry's phone, masked (139****5678), so the runner knows which number to log in with. */
  | { owner: false; reason: 'not-owner'; phoneMasked: string };

export interface EntryOwners {
  of(user: SessionUser, year: number, bib: string): Promise<EntryOwnership>;
}

export function entryOwners(db: Kysely<Database>, signedUpFor: SignedUpFor): EntryOwners {
  return {
    async of(user, year, bib) {
      const entry = await db
        .selectFrom('race_registrations')
        .select(['reg_no', 'name', 'phone_hash', 'phone_masked'])
        .where('year', '=', year)
        .where('bib', '=', bib)
        .executeTakeFirst();
      if (!entry) return { owner: false, reason: 'no-entry' };
      if (await signedUpFor(user.userId, year, entry.reg_no)) {
        return { owner: true, name: entry.name, by: 'sign-up' };
      }
      if (user.phone && hashPersonal(normalizePhone(user.phone)) === entry.phone_hash) {
        return { owner: true, name: entry.name, by: 'phone' };
      }
      return { owner: false, reason: 'not-owner', phoneMasked: entry.phone_masked };
    },
  };
}

/**
 * Why an account may not `action` (zh and en, e.g. 为这条成绩提交更正 / file a correction for this result), and
 * how it proves the result is its own: what the pages show as it is.
 */
export function ownershipRefusal(
  refused: Extract<EntryOwnership, { owner: false }>,
  action: { zh: string; en: string },
): LocalizedText {
  if (refused.reason === 'no-entry') {
    return bilingual(
      `报名名单中没有这个号码布，无法确认这条成绩属于谁，因此不能${action.zh}：请联系组委会`,
      `This bib is not on the entry list, so nobody can prove the result is theirs and no one may ${action.en}: contact the organisers`,
    );
  }
  return bilingual(
    `只有报名时使用的账户，或用报名时登记的手机号（${refused.phoneMasked}）通过验证码登录的账户，才能${action.zh}。证件号不能证明成绩归属：请用该手机号验证码登录后重试`,
    `Only the account that signed up for this race, or an account logged in by a code sent to the phone number given at sign-up (${refused.phoneMasked}), may ${action.en}. An ID number does not prove a result is yours: log in with a code sent to that number and try again`,
  );
}
