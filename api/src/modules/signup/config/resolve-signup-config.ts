import type { SignupConfig, SignupConfigFile, SignupForm } from '@marathon/shared/api';
import { editionOf } from '../../../kernel/race-calendar';
import type { RaceSchedule } from '../../sites';

export type Resolved = { ok: true; config: SignupConfig } | { ok: false; problems: string[] };

/**
 * signup.json joined with its race: the edition is the race's year, and a form without its own window takes the
 * race's sign-up window, so the apply-now card, the footer link and the form open and close together.
 */
export function resolveSignupConfig(file: SignupConfigFile, race: RaceSchedule): Resolved {
  const problems: string[] = [];
  const form = (kind: 'direct' | 'post'): SignupForm | null => {
    const { opensAt, closesAt, ...rest } = file.forms[kind];
    if (opensAt !== undefined && closesAt !== undefined) return { ...rest, opensAt, closesAt };
    if (race.signUpStart === null || race.signUpEnd === null || race.signUpEnd <= race.signUpStart) {
      problems.push(
        `forms.${kind}: the race has no sign-up window, so the form needs its own opensAt and closesAt`,
      );
      return null;
    }
    return { ...rest, opensAt: race.signUpStart, closesAt: race.signUpEnd };
  };
  const direct = form('direct');
  const post = form('post');
  if (!direct || !post) return { ok: false, problems };
  return {
    ok: true,
    config: {
      year: editionOf(race.raceDay),
      forms: { direct, post },
      applications: file.applications,
      mailing: file.mailing,
    },
  };
}
