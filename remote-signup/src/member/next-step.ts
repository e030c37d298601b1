import { REGISTRATION_STATUS, type Mailing, type RegistrationReceipt } from '@marathon/shared/api';
import type { MessageKey } from '@marathon/shared';

/** One sentence of an entry's next step: a message key, with the values it names. */
export interface NextStep {
  key: MessageKey;
  values?: { bib: string } | { deadline: number };
}

export interface NextStepContext {
  /** The runner's race-kit mailing requests (only whose entry they are for matters here). */
  mailings: readonly Pick<Mailing, 'registrationId'>[];
  /** Epoch ms: the last moment a mailing request is taken (signup.json's mailing.deadline). */
  deadline: number;
  /** The moment the centre opened (the mailing section decides by the same one). */
  now: number;
}

/**
 * What a runner does next for one entry, from what the member centre already holds: a state alone ('Submitted')
 * left a runner on a phone asking what now. A submitted entry waits for the organisers; a confirmed one races with
 * its bib (once given) and may still ask for the kit by post; one not drawn or withdrawn has nothing left to do.
 */
export function nextStepsOf(
  registration: Pick<RegistrationReceipt, 'id' | 'status' | 'bib'>,
  context: NextStepContext,
): NextStep[] {
  switch (registration.status) {
    case REGISTRATION_STATUS.confirmed: {
      const steps: NextStep[] = [
        registration.bib
          ? { key: 'signup.member.next.raceWithBib', values: { bib: registration.bib } }
          : { key: 'signup.member.next.bibToCome' },
      ];
      const asked = context.mailings.some((mailing) => mailing.registrationId === registration.id);
      if (!asked && context.now < context.deadline) {
        steps.push({ key: 'signup.member.next.mailingOpen', values: { deadline: context.deadline } });
      }
      return steps;
    }
    case REGISTRATION_STATUS.notSelected:
      return [{ key: 'signup.member.next.notDrawn' }];
    case REGISTRATION_STATUS.withdrawn:
      return [{ key: 'signup.member.next.withdrawn' }];
    default:
      return [{ key: 'signup.member.next.review' }];
  }
}
