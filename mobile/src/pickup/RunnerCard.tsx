import type { PickupRunner } from '@marathon/shared/api';
import { useT } from '../app/i18n';
import { raceTime } from '../app/race-clock';

/** Whether the kit is still to be handed over, was already, or waits on this phone to be sent. */
function pickupState(runner: PickupRunner, queued: boolean, t: ReturnType<typeof useT>['t']) {
  if (runner.pickedUp) {
    const words = runner.pickedUp.byProxy ? 'pickup.card.alreadyProxy' : 'pickup.card.already';
    return {
      tone: 'm-badge-warn',
      text: t(words, { time: raceTime(runner.pickedUp.at), desk: runner.pickedUp.deskName }),
    };
  }
  if (queued) return { tone: 'm-badge-warn', text: t('pickup.card.queued') };
  return { tone: '', text: t('pickup.card.ready') };
}

/** What the volunteer checks before handing over: who, which bib and race, and whether it is already done. */
export function RunnerCard({ runner, queued }: { runner: PickupRunner; queued: boolean }) {
  const { t } = useT();
  const state = pickupState(runner, queued, t);
  const none = t('pickup.card.none');
  return (
    <article className="m-card" data-testid="pickup-runner">
      <h2 data-testid="pickup-runner-name">{runner.name}</h2>
      <p className="m-big" data-testid="pickup-runner-bib">
        {t('pickup.card.bib')} {runner.bib}
      </p>
      <dl className="m-rows">
        <div>
          <dt>{t('pickup.card.item')}</dt>
          <dd data-testid="pickup-runner-item">
            {t(`items.${runner.raceItem}`, { defaultValue: t('registration.unknown') })}
          </dd>
        </div>
        <div>
          <dt>{t('pickup.card.corral')}</dt>
          <dd>{runner.corral ?? none}</dd>
        </div>
        <div>
          <dt>{t('pickup.card.shirt')}</dt>
          <dd>{runner.shirtSize ?? none}</dd>
        </div>
        <div>
          <dt>{t('pickup.card.id')}</dt>
          <dd>{runner.idMasked}</dd>
        </div>
      </dl>
      <p className={`m-badge m-pickup-status ${state.tone}`} data-testid="pickup-runner-status">
        {state.text}
      </p>
    </article>
  );
}
