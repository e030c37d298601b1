import { REGISTRATION_CHANNEL, REGISTRATION_STATUS } from '@marathon/shared/api';
import {
  ageGroupOf,
  hashPersonal,
  maskIdNumber,
  maskPhone,
  nameKey,
  normalizeIdNumber,
  normalizePhone,
} from '../../../kernel/identity';
import type { RaceRegistrationsTable } from '../../registrations';
import type { IdentityAnswers } from './identity-answers';

/**
 * The registration lookup's row for a web sign-up: hashed and masked with the helpers race-data uses, so a
 * lookup by name and ID number (or phone) finds it. Submitted, without a bib until the organiser confirms it;
 * its registration number is taken when it is written.
 */
export function raceRegistrationRow(
  year: number,
  who: IdentityAnswers,
  now: number,
): Omit<RaceRegistrationsTable, 'reg_no'> {
  const idNumber = normalizeIdNumber(who.identity.idNumber);
  const phone = normalizePhone(who.phone);
  const birthYear = Number(who.birthDate.slice(0, 4));
  return {
    year,
    race_item: who.raceItem,
    name: who.name,
    name_key: nameKey(who.name),
    gender: who.gender,
    birth_year: birthYear,
    // Age groups count by age in the race year, as the generated editions do (16 the youngest group's floor).
    age_group: ageGroupOf(Math.max(16, year - birthYear)),
    nationality: who.identity.country,
    id_hash: hashPersonal(idNumber),
    id_masked: maskIdNumber(idNumber),
    phone_hash: hashPersonal(phone),
    phone_masked: maskPhone(phone),
    channel: REGISTRATION_CHANNEL.web,
    status: REGISTRATION_STATUS.submitted,
    bib: null,
    corral: null,
    registered_at: now,
  };
}

/** The answers as stored and shown back: everything the runner gave, the ID number masked. */
export function storedAnswers(
  answers: Record<string, unknown>,
  who: IdentityAnswers,
): Record<string, unknown> {
  return {
    ...answers,
    identity: { ...who.identity, idNumber: maskIdNumber(normalizeIdNumber(who.identity.idNumber)) },
  };
}
