import { useT } from '../app/i18n';
import type { usePickupQueue } from './use-queue';

/** The offline pickups still on this phone, and what replays said about those another desk had handed over. */
export function QueueBanner({ queue, reports, sending, send }: ReturnType<typeof usePickupQueue>) {
  const { t } = useT();
  if (queue.length === 0 && reports.length === 0) return null;
  return (
    <div className="m-card m-pickup-queue" data-testid="pickup-queue" role="status">
      {queue.length > 0 ? (
        <p>
          {t('pickup.queue.waiting', { count: queue.length })}{' '}
          <button type="button" className="m-link" onClick={send} disabled={sending}>
            {sending ? t('pickup.queue.sending') : t('pickup.queue.send')}
          </button>
        </p>
      ) : null}
      {reports.map((report) => (
        <p key={report.pickup.input.pickupId} className="m-field-error" data-testid="pickup-queue-report">
          {report.kind === 'already'
            ? t('pickup.queue.already', { name: report.pickup.name, bib: report.pickup.bib })
            : t('pickup.queue.refused', {
                name: report.pickup.name,
                bib: report.pickup.bib,
                reason: report.message,
              })}
        </p>
      ))}
    </div>
  );
}
