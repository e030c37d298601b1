import type { GeneratedEdition } from './generator';
import { hashPersonal, maskIdNumber, maskPhone, nameKey } from '../../kernel/identity';
import { nameKeys } from './name-search/name-keys';
import { STATUS_CODE } from './status/result-status';
import { assignRanks } from './ranks';
import type { RaceRegistrationsTable } from '../registrations';
import type { RaceResultsTable } from './tables';

/** A generated year as table rows: personal numbers hashed and masked, results ranked. */
export function editionRows(edition: GeneratedEdition): {
  registrations: RaceRegistrationsTable[];
  results: RaceResultsTable[];
} {
  const registrations = edition.registrations.map((r): RaceRegistrationsTable => ({
    year: edition.year,
    reg_no: r.regNo,
    race_item: r.raceItem,
    name: r.person.name,
    name_key: nameKey(r.person.name),
    gender: r.person.gender,
    birth_year: r.person.birthYear,
    age_group: r.ageGroup,
    nationality: r.person.nationality,
    id_hash: hashPersonal(r.person.idNumber),
    id_masked: maskIdNumber(r.person.idNumber),
    phone_hash: hashPersonal(r.person.phone),
    phone_masked: maskPhone(r.person.phone),
    channel: r.channel,
    status: r.status,
    bib: r.bib,
    corral: r.corral,
    registered_at: r.registeredAt,
  }));
  const byRegNo = new Map(registrations.map((row) => [row.reg_no, row]));
  const results = edition.results.map((result): RaceResultsTable => {
    const registration = byRegNo.get(result.registration.regNo);
    if (!registration?.bib)
      throw new Error(`result without a confirmed registration: ${result.registration.regNo}`);
    return {
      year: edition.year,
      bib: registration.bib,
      race_item: registration.race_item,
      name: registration.name,
      ...nameKeys(registration.name),
      gender: registration.gender,
      age_group: registration.age_group,
      id_hash: registration.id_hash,
      id_masked: registration.id_masked,
      gun_ms: result.gunMs,
      chip_ms: result.chipMs,
      splits: JSON.stringify(result.splitsMs),
      overall_rank: 0,
      gender_rank: 0,
      age_group_rank: 0,
      status: STATUS_CODE.finished,
      status_reason_zh: null,
      status_reason_en: null,
    };
  });
  return { registrations, results: assignRanks(results) };
}
