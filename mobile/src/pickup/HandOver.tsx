import { pickupProxySchema, type PickupFind, type PickupRecordInput } from '@marathon/shared/api';
import { useState, type FormEvent } from 'react';
import { useT } from '../app/i18n';

type Proxy = NonNullable<PickupRecordInput['proxy']>;
type ProxyField = 'proxyName' | 'proxyId' | 'authorisation';

/** Which of the proxy's fields the race's rule (the API's schema) refuses. */
function proxyProblems(name: string, idLast4: string, seen: boolean): Set<ProxyField> {
  const parsed = pickupProxySchema.safeParse({ name, idLast4, authorisationSeen: seen });
  const fields = new Set<ProxyField>();
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const key = issue.path[0];
    fields.add(key === 'name' ? 'proxyName' : key === 'idLast4' ? 'proxyId' : 'authorisation');
  }
  return fields;
}

/**
 * Hands the kit over: to the runner, or to a proxy who shows the runner's e-ticket (so a proxy is offered only
 * for a runner found by ticket), gives their name and their ID's last four characters, and the runner's signed
 * authorisation, which the volunteer confirms seeing.
 */
export function HandOver({
  find,
  busy,
  onRecord,
}: {
  find: PickupFind;
  busy: boolean;
  onRecord: (proxy: Proxy | null) => void;
}) {
  const { t } = useT();
  const [byProxy, setByProxy] = useState(false);
  const [name, setName] = useState('');
  const [idLast4, setIdLast4] = useState('');
  const [seen, setSeen] = useState(false);
  const [problems, setProblems] = useState<Set<ProxyField>>(new Set());
  const byTicket = 'ticket' in find;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!byProxy) return onRecord(null);
    const found = proxyProblems(name, idLast4, seen);
    setProblems(found);
    if (found.size === 0) onRecord(pickupProxySchema.parse({ name, idLast4, authorisationSeen: seen }));
  };
  const error = (field: ProxyField) => (
    <p id={`pickup-${field}-error`} className="m-field-error" aria-live="polite">
      {problems.has(field) ? t(`pickup.invalid.${field}`) : ''}
    </p>
  );
  return (
    <form className="m-form m-pickup-hand" noValidate onSubmit={submit} data-testid="pickup-hand-over">
      <label className="m-check">
        <input
          type="checkbox"
          checked={byProxy}
          disabled={!byTicket}
          onChange={(event) => setByProxy(event.target.checked)}
          data-testid="pickup-proxy"
        />
        <span>{t('pickup.proxy')}</span>
      </label>
      {!byTicket ? <p className="m-small">{t('pickup.proxyNeedsTicket')}</p> : null}
      {byProxy ? (
        <>
          <label>
            <span>{t('pickup.proxyName')}</span>
            <input
              value={name}
              onChange={(event) => setName(event.target.value)}
              autoComplete="off"
              aria-invalid={problems.has('proxyName')}
              aria-describedby="pickup-proxyName-error"
              data-testid="pickup-proxy-name"
            />
          </label>
          {error('proxyName')}
          <label>
            <span>{t('pickup.proxyId')}</span>
            <input
              value={idLast4}
              onChange={(event) => setIdLast4(event.target.value)}
              autoComplete="off"
              autoCapitalize="characters"
              maxLength={4}
              aria-invalid={problems.has('proxyId')}
              aria-describedby="pickup-proxyId-error"
              data-testid="pickup-proxy-id"
            />
          </label>
          {error('proxyId')}
          <label className="m-check">
            <input
              type="checkbox"
              checked={seen}
              onChange={(event) => setSeen(event.target.checked)}
              aria-describedby="pickup-authorisation-error"
              data-testid="pickup-proxy-seen"
            />
            <span>{t('pickup.authorisation')}</span>
          </label>
          {error('authorisation')}
        </>
      ) : null}
      <button type="submit" className="m-button" disabled={busy} data-testid="pickup-record">
        {t('pickup.record')}
      </button>
    </form>
  );
}
