import type { RegistrationRecord } from '@marathon/shared/api';
import { PATTERNS } from '@marathon/shared/patterns';
import { useState, type FormEvent } from 'react';
import { defaultYear } from '@marathon/shared/default-year';
import { MEMBER_CENTRE_PATH } from '@marathon/shared/url';
import { api } from '../app/api';
import { raceDateTime } from '../app/race-clock';
import { useT } from '../app/i18n';
import { Notice } from '../app/Notice';
import { useLoad } from '../app/use-load';
import { loadYears } from '../score/years';
import { YearField } from '../score/YearField';

type By = 'idNumber' | 'phone';
type Status = 1 | 2 | 3 | 4 | 5 | 6 | 7;
const isStatus = (code: number): code is Status => Number.isInteger(code) && code >= 1 && code <= 7;
const hasNextStep = (code: number): code is 5 | 6 | 7 => code === 5 || code === 6 || code === 7;

/** A drawn, waitlisted or expired entry says what now, with the pay-by or the waitlist place the API answers. */
function NextStep({ record }: { record: RegistrationRecord }) {
  const { t } = useT();
  if (!hasNextStep(record.status)) return null;
  const deadline = record.nextStep?.deadline ?? null;
  return (
    <div className="m-next-step" data-testid="m-registration-next">
      <p>{t(`registration.next.${record.status}`)}</p>
      {deadline === null ? null : (
        <p>
          <strong>{t('registration.deadline', { time: raceDateTime(deadline) })}</strong>
        </p>
      )}
      {record.waitlistPosition === null ? null : (
        <p>
          <strong>{t('registration.position', { position: record.waitlistPosition })}</strong>
        </p>
      )}
      {record.status === 7 ? null : <a href={`/${MEMBER_CENTRE_PATH}`}>{t('registration.toMember')}</a>}
    </div>
  );
}
interface Asked {
  year: number;
  name: string;
  by: By;
  value: string;
}

/** Registration lookup: name plus an ID number or a phone, sent in the body only (never in an address). */
export function RegistrationPage() {
  const { t } = useT();
  const years = useLoad('years', () => loadYears());
  const list = years?.status === 'done' ? years.data : [];
  const [chosenYear, setChosenYear] = useState<number | null>(null);
  const year = chosenYear ?? defaultYear(list, 'registrations');
  const [by, setBy] = useState<By>('idNumber');
  const [name, setName] = useState('');
  const [value, setValue] = useState('');
  const [errors, setErrors] = useState<{ name?: boolean; value?: boolean }>({});
  const [asked, setAsked] = useState<Asked | null>(null);
  const [attempt, setAttempt] = useState(0);
  const record = useLoad(asked ? `${JSON.stringify(asked)}#${attempt}` : null, (signal) =>
    api<RegistrationRecord>('/race-data/api/registration', {
      body: {
        year: asked?.year,
        queryType: 1,
        name: asked?.name,
        [asked?.by ?? 'idNumber']: asked?.value,
      },
      signal,
    }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmedName = name.trim();
    const trimmedValue = value.trim();
    const next = {
      name: !PATTERNS.runnerName.test(trimmedName),
      value: !(by === 'idNumber' ? PATTERNS.lookupIdNumber : PATTERNS.lookupPhone).test(trimmedValue),
    };
    setErrors(next);
    if (next.name || next.value || !year) {
      // Input the form refuses clears the answer to the search before.
      setAsked(null);
      return;
    }
    setAsked({ year, name: trimmedName, by, value: trimmedValue });
    setAttempt((n) => n + 1);
  };
  const status = (code: number) =>
    isStatus(code) ? t(`registration.statuses.${code}`) : t('registration.unknown');
  return (
    <section aria-labelledby="m-registration-title">
      <h1 id="m-registration-title">{t('tabs.registration')}</h1>
      <form className="m-form" noValidate onSubmit={submit} data-testid="m-registration-form">
        <YearField years={list} value={year} onChange={setChosenYear} />
        <label>
          <span>{t('name')}</span>
          <input
            value={name}
            onChange={(event) => setName(event.target.value)}
            autoComplete="name"
            aria-invalid={errors.name}
          />
        </label>
        <p className="m-field-error" aria-live="polite">
          {errors.name ? t('invalid.name') : ''}
        </p>
        <div className="m-choice" role="radiogroup">
          {(['idNumber', 'phone'] as const).map((option) => (
            <label key={option}>
              <input type="radio" name="by" checked={by === option} onChange={() => setBy(option)} />
              {t(`by.${option}`)}
            </label>
          ))}
        </div>
        <label>
          <span>{t(by)}</span>
          <input
            value={value}
            onChange={(event) => setValue(event.target.value)}
            inputMode={by === 'phone' ? 'tel' : 'text'}
            autoComplete="off"
            aria-invalid={errors.value}
          />
        </label>
        <p className="m-field-error" aria-live="polite">
          {errors.value ? t(`invalid.${by}`) : ''}
        </p>
        <button type="submit" className="m-button">
          {t('search')}
        </button>
      </form>
      {!record ? null : record.status === 'loading' ? (
        <p className="m-note">{t('loading')}</p>
      ) : record.status === 'failed' ? (
        <Notice error={record.error} />
      ) : (
        <div className="m-card" data-testid="m-registration">
          <h2>{record.data.name}</h2>
          <dl className="m-rows">
            <div>
              <dt>{t('registration.status')}</dt>
              <dd>{status(record.data.status)}</dd>
            </div>
            <div>
              <dt>{t('registration.item')}</dt>
              <dd>{t(`items.${record.data.raceItem}`)}</dd>
            </div>
            <div>
              <dt>{t('bib')}</dt>
              <dd>{record.data.bib ?? t('registration.none')}</dd>
            </div>
            <div>
              <dt>{t('registration.corral')}</dt>
              <dd>{record.data.corral ?? t('registration.none')}</dd>
            </div>
          </dl>
          <NextStep record={record.data} />
        </div>
      )}
    </section>
  );
}
