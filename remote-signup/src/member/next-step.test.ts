import { describe, expect, it } from 'vitest';
import { REGISTRATION_STATUS } from '@marathon/shared/api';
import { nextStepsOf } from './next-step';

const NOW = Date.UTC(2025, 0, 10);
const DEADLINE = Date.UTC(2025, 0, 24);
const entry = (status: number, bib: string | null = null) => ({ id: 7, status, bib });

describe('the next step the member centre names for an entry', () => {
  it('tells a submitted entry that the organisers review it and where the outcome shows', () => {
    expect(
      nextStepsOf(entry(REGISTRATION_STATUS.submitted), { mailings: [], deadline: DEADLINE, now: NOW }),
    ).toEqual([{ key: 'signup.member.next.review' }]);
  });

  it('tells a confirmed entry its bib (or that it is still to come) and offers the kit by post until the deadline', () => {
    expect(
      nextStepsOf(entry(REGISTRATION_STATUS.confirmed, 'A1234'), {
        mailings: [],
        deadline: DEADLINE,
        now: NOW,
      }),
    ).toEqual([
      { key: 'signup.member.next.raceWithBib', values: { bib: 'A1234' } },
      { key: 'signup.member.next.mailingOpen', values: { deadline: DEADLINE } },
    ]);
    expect(
      nextStepsOf(entry(REGISTRATION_STATUS.confirmed), { mailings: [], deadline: DEADLINE, now: NOW }),
    ).toEqual([
      { key: 'signup.member.next.bibToCome' },
      { key: 'signup.member.next.mailingOpen', values: { deadline: DEADLINE } },
    ]);
  });

  it('no longer offers the kit by post once asked for, or past the deadline', () => {
    const asked = { mailings: [{ registrationId: 7 }], deadline: DEADLINE, now: NOW };
    expect(nextStepsOf(entry(REGISTRATION_STATUS.confirmed, 'A1234'), asked)).toEqual([
      { key: 'signup.member.next.raceWithBib', values: { bib: 'A1234' } },
    ]);
    const late = { mailings: [], deadline: DEADLINE, now: DEADLINE };
    expect(nextStepsOf(entry(REGISTRATION_STATUS.confirmed, 'A1234'), late)).toEqual([
      { key: 'signup.member.next.raceWithBib', values: { bib: 'A1234' } },
    ]);
  });

  it('says there is nothing more to do for an entry not drawn or withdrawn', () => {
    const context = { mailings: [], deadline: DEADLINE, now: NOW };
    expect(nextStepsOf(entry(REGISTRATION_STATUS.notSelected), context)).toEqual([
      { key: 'signup.member.next.notDrawn' },
    ]);
    expect(nextStepsOf(entry(REGISTRATION_STATUS.withdrawn), context)).toEqual([
      { key: 'signup.member.next.withdrawn' },
    ]);
  });
});
