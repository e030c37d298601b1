import type { PickupFind, PickupRecordInput, PickupRunner } from '@marathon/shared/api';
import { useRef, useState } from 'react';
import { addMessages, useT } from '../app/i18n';
import { failureOf, findRunner, recordPickup, type DeskFailure } from './desk-api';
import { takeDeskSecret } from './desk-secret';
import { FindForm } from './FindForm';
import { HandOver } from './HandOver';
import { pickupMessages } from './pickup-messages';
import { QueueBanner } from './QueueBanner';
import { enqueuePickup } from './queue';
import { NoDesk, Refusal } from './Refusal';
import { RunnerCard } from './RunnerCard';
import { usePickupQueue } from './use-queue';

addMessages(pickupMessages);

type Step =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'failed'; failure: Exclude<DeskFailure, { kind: 'desk' }> }
  | { kind: 'found'; runner: PickupRunner; find: PickupFind }
  | { kind: 'recorded'; runner: PickupRunner; proxy: string | null }
  | { kind: 'queued'; runner: PickupRunner };

/**
 * The kit pickup desk (/m/pickup#desk=<secret>, the link an organiser issues): a volunteer finds a runner by ID
 * number or e-ticket, checks the card and hands the kit over, to the runner or a proxy. A pickup made while the
 * network is down is kept on the phone and sent when it is back.
 */
export function PickupPage() {
  const [secret] = useState(takeDeskSecret);
  return secret ? <Desk secret={secret} /> : <NoDesk />;
}

function Desk({ secret }: { secret: string }) {
  const { t } = useT();
  const queue = usePickupQueue(secret);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [ended, setEnded] = useState<string | null>(null);
  // A new lookup's form starts empty: its key changes after each hand-over.
  const [round, setRound] = useState(0);
  const busy = useRef(false);

  const failed = (error: unknown) => {
    const failure = failureOf(error);
    if (failure.kind === 'desk') setEnded(failure.message);
    else setStep({ kind: 'failed', failure });
  };
  const find = (what: PickupFind) => {
    setStep({ kind: 'busy' });
    findRunner(secret, what).then((runner) => setStep({ kind: 'found', runner, find: what }), failed);
  };
  const record = (runner: PickupRunner, what: PickupFind, proxy: PickupRecordInput['proxy']) => {
    if (busy.current) return;
    busy.current = true;
    const input: PickupRecordInput = { pickupId: crypto.randomUUID(), find: what, proxy };
    const queued = () => {
      enqueuePickup({ input, regNo: runner.regNo, name: runner.name, bib: runner.bib, queuedAt: Date.now() });
      setStep({ kind: 'queued', runner });
    };
    setStep({ kind: 'busy' });
    (navigator.onLine ? recordPickup(secret, input) : Promise.reject(new TypeError('offline')))
      .then(
        (answer) =>
          answer.outcome === 'recorded'
            ? setStep({ kind: 'recorded', runner: answer.runner, proxy: proxy?.name ?? null })
            : setStep({ kind: 'found', runner: answer.runner, find: what }),
        (error: unknown) => (failureOf(error).kind === 'network' ? queued() : failed(error)),
      )
      .finally(() => {
        busy.current = false;
      });
  };
  const next = () => {
    setStep({ kind: 'idle' });
    setRound((value) => value + 1);
  };

  if (ended !== null) return <NoDesk ended={ended} />;
  const inQueue = (runner: PickupRunner) => queue.queue.some((queued) => queued.regNo === runner.regNo);
  return (
    <section aria-labelledby="pickup-title" data-testid="pickup-desk">
      <h1 id="pickup-title">{t('pickup.title')}</h1>
      <QueueBanner {...queue} />
      {step.kind === 'recorded' || step.kind === 'queued' ? (
        <>
          <p
            className={step.kind === 'recorded' ? 'm-verdict m-verdict-ok' : 'm-verdict m-verdict-warn'}
            role="status"
            data-testid={step.kind === 'recorded' ? 'pickup-recorded' : 'pickup-queued'}
          >
            {step.kind === 'queued'
              ? t('pickup.savedOffline')
              : step.proxy
                ? t('pickup.recordedProxy', {
                    proxy: step.proxy,
                    name: step.runner.name,
                    bib: step.runner.bib,
                  })
                : t('pickup.recorded', { name: step.runner.name, bib: step.runner.bib })}
          </p>
          <RunnerCard runner={step.runner} queued={step.kind === 'queued'} />
          <button type="button" className="m-button m-pickup-next" onClick={next} data-testid="pickup-next">
            {t('pickup.next')}
          </button>
        </>
      ) : (
        <>
          <FindForm key={round} onFind={find} busy={step.kind === 'busy'} />
          {step.kind === 'busy' ? <p className="m-note">{t('loading')}</p> : null}
          {step.kind === 'failed' ? <Refusal failure={step.failure} /> : null}
          {step.kind === 'found' ? (
            <>
              <RunnerCard runner={step.runner} queued={inQueue(step.runner)} />
              {/* Already handed over (here, at another desk, or queued on this phone): nothing to record twice. */}
              {step.runner.pickedUp || inQueue(step.runner) ? null : (
                <HandOver
                  find={step.find}
                  busy={false}
                  onRecord={(proxy) => record(step.runner, step.find, proxy)}
                />
              )}
            </>
          ) : null}
        </>
      )}
    </section>
  );
}
