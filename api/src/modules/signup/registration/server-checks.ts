import type { Kysely } from 'kysely';
import type { RegionValue, SignupField, SignupForm } from '@marathon/shared/api';
import type { Database } from '../../../platform/db/schema';
import { isRegionPath } from '../../reference';
import type { FieldErrors } from '../field-errors';
import { ownedUploads } from '../../uploads';
import { admitScoreCheck, recordScoreCheckFailure } from '../score/check-budget';
import { findMatchingResult } from '../score/match-result';

type Upload = { key: string; url: string; code: 'upload' | 'signature' | 'extra' };

/** The uploaded files an answer names, with the code its field shows when one is not the runner's. */
function uploadsOf(field: SignupField, value: unknown): Upload[] {
  const key = field.key;
  switch (field.type) {
    case 'image':
      return typeof value === 'string' ? [{ key, url: value, code: 'upload' }] : [];
    case 'signature':
      return typeof value === 'string' ? [{ key, url: value, code: 'signature' }] : [];
    case 'region': {
      const image = (value as { image?: unknown }).image;
      return typeof image === 'string' ? [{ key, url: image, code: 'upload' }] : [];
    }
    case 'scoreValidation': {
      const certificate = (value as { certificate?: unknown }).certificate;
      return typeof certificate === 'string' ? [{ key, url: certificate, code: 'upload' }] : [];
    }
    case 'radio': {
      const answer = value as { value: string; extra?: string };
      const chosen = field.options.find((option) => option.value === answer.value);
      return chosen?.extra === 'image' && answer.extra ? [{ key, url: answer.extra, code: 'extra' }] : [];
    }
    default:
      return [];
  }
}

/**
 * What only the server can check, on answers the shared schema accepted: region codes that exist, uploads that
 * are the runner's own, and verified past results that are really theirs (their name and ID number).
 */
export async function serverFieldErrors(
  db: Kysely<Database>,
  userId: string,
  form: SignupForm,
  answers: Record<string, unknown>,
): Promise<FieldErrors> {
  const errors: FieldErrors = {};
  const uploads: Upload[] = [];
  for (const field of form.fields) {
    const value = answers[field.key];
    if (value === undefined) continue;
    uploads.push(...uploadsOf(field, value));
    if (field.type === 'region') {
      const region = value as RegionValue;
      if (!isRegionPath(region.province, region.city, region.area)) errors[field.key] = 'region';
    }
    if (field.type === 'scoreVerification') {
      const { year, bib } = value as { year: number; bib: string };
      const name = answers[field.nameField];
      const idNumber = (answers[field.identityField] as { idNumber?: unknown } | undefined)?.idNumber;
      // A submit answers whether a guess was right as the verify call does: it spends the same budget.
      await admitScoreCheck(db, userId, null);
      const found =
        typeof name === 'string' &&
        typeof idNumber === 'string' &&
        (await findMatchingResult(db, { year, bib, name, idNumber }));
      if (!found) {
        await recordScoreCheckFailure(db, userId);
        errors[field.key] = 'pastResult';
      }
    }
  }
  const owned = await ownedUploads(
    db,
    userId,
    uploads.map((upload) => upload.url),
  );
  for (const upload of uploads) {
    if (!owned.has(upload.url)) errors[upload.key] ??= upload.code;
  }
  return errors;
}
