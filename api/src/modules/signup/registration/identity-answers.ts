import type { CountryIdentity, RaceItem } from '@marathon/shared/api';

/** The answers every form has (IDENTITY_FIELDS), typed: what the registration lookup and the receipt need. */
export interface IdentityAnswers {
  name: string;
  identity: CountryIdentity;
  gender: 1 | 2;
  birthDate: string;
  phone: string;
  raceItem: RaceItem;
}

/**
 * Reads the identity answers out of answers the shared schema has parsed. The form schema makes these six fields
 * required with these types, so a mismatch here is a bug, not a runner's mistake.
 */
export function identityAnswers(answers: Record<string, unknown>): IdentityAnswers {
  const { name, identity, gender, birthDate, phone, raceItem } = answers;
  const item = (raceItem as { value?: unknown } | undefined)?.value;
  if (
    typeof name !== 'string' ||
    typeof identity !== 'object' ||
    identity === null ||
    (gender !== 1 && gender !== 2) ||
    typeof birthDate !== 'string' ||
    typeof phone !== 'string' ||
    (item !== 'half' && item !== 'fun')
  ) {
    throw new Error('parsed answers lack an identity field');
  }
  return { name, identity: identity as CountryIdentity, gender, birthDate, phone, raceItem: item };
}
