import type { PickupFind } from '@marathon/shared/api';
import { Suspense, lazy, useState, type FormEvent } from 'react';
import { useT } from '../app/i18n';

// The camera's QR reader (@zxing/browser, ~100 KB): loaded only when a volunteer taps "scan".
const Scanner = lazy(() => import('./Scanner').then((module) => ({ default: module.Scanner })));

type By = 'idNumber' | 'ticket';
const TICKET = /^YZT1\.\S{10,290}$/;

/** The volunteer finds the runner by the ID number typed in, or by the e-ticket's code (typed or scanned). */
export function FindForm({ onFind, busy }: { onFind: (find: PickupFind) => void; busy: boolean }) {
  const { t } = useT();
  const [by, setBy] = useState<By>('idNumber');
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [scanning, setScanning] = useState(false);
  const valid = (text: string) =>
    by === 'ticket' ? TICKET.test(text) : text.length >= 5 && text.length <= 30;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = value.trim();
    setInvalid(!valid(text));
    if (valid(text)) onFind(by === 'ticket' ? { ticket: text } : { idNumber: text });
  };
  const scanned = (text: string) => {
    setScanning(false);
    setBy('ticket');
    setValue(text);
    setInvalid(!TICKET.test(text.trim()));
    if (TICKET.test(text.trim())) onFind({ ticket: text.trim() });
  };
  return (
    <form className="m-form" noValidate onSubmit={submit} data-testid="pickup-find">
      <div className="m-choice" role="radiogroup">
        {(['idNumber', 'ticket'] as const).map((option) => (
          <label key={option}>
            <input
              type="radio"
              name="pickup-by"
              checked={by === option}
              onChange={() => {
                setBy(option);
                setInvalid(false);
              }}
            />
            {t(`pickup.by.${option}`)}
          </label>
        ))}
      </div>
      <label>
        <span>{by === 'ticket' ? t('pickup.ticket') : t('pickup.idNumber')}</span>
        <input
          value={value}
          onChange={(event) => setValue(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          enterKeyHint="search"
          aria-invalid={invalid}
          aria-describedby="pickup-find-error"
          data-testid="pickup-find-value"
        />
      </label>
      {by === 'ticket' ? <p className="m-small">{t('pickup.ticketHint')}</p> : null}
      <p id="pickup-find-error" className="m-field-error" aria-live="polite">
        {invalid ? t(`pickup.invalid.${by}`) : ''}
      </p>
      <div className="m-actions">
        <button type="submit" className="m-button" disabled={busy} data-testid="pickup-find-submit">
          {t('pickup.find')}
        </button>
        <button
          type="button"
          className="m-button m-button-quiet"
          onClick={() => setScanning(true)}
          data-testid="pickup-scan"
        >
          {t('pickup.scan')}
        </button>
      </div>
      {scanning ? (
        <Suspense fallback={<p className="m-note">{t('loading')}</p>}>
          <Scanner onScan={scanned} onClose={() => setScanning(false)} />
        </Suspense>
      ) : null}
    </form>
  );
}
