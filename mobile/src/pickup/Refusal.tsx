import { useT } from '../app/i18n';
import type { DeskFailure } from './desk-api';

/** Why the runner gets no kit here: our heading in the visitor's language, the API's reason under it. */
export function Refusal({ failure }: { failure: Exclude<DeskFailure, { kind: 'desk' }> }) {
  const { t } = useT();
  return (
    <div className="m-notice" role="alert" data-testid="pickup-refused" data-kind={failure.kind}>
      {failure.kind === 'network' ? (
        <p>{t('pickup.noNetwork')}</p>
      ) : (
        <>
          <p>
            <strong>{failure.kind === 'notFound' ? t('pickup.notFound') : t('pickup.refused')}</strong>
          </p>
          <p data-testid="pickup-refused-reason">{failure.message}</p>
        </>
      )}
    </div>
  );
}

/** No desk link in this tab, or one the API no longer takes: nothing else to do here. */
export function NoDesk({ ended }: { ended?: string }) {
  const { t } = useT();
  return (
    <section className="m-notice" role="alert" data-testid="pickup-no-desk">
      <h1>{ended === undefined ? t('pickup.noDesk') : t('pickup.deskEnded')}</h1>
      {ended ? <p data-testid="pickup-desk-reason">{ended}</p> : null}
      <p>{ended === undefined ? t('pickup.noDeskHint') : t('pickup.deskEndedHint')}</p>
    </section>
  );
}
