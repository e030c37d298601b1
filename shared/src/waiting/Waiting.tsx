import { useTranslation } from 'react-i18next';
import { useStillWorking } from './use-still-working';

/**
 * A wait longer than a moment, in words: a spinner beside what the page is waiting for, in the visitor's language,
 * in a status region a screen reader names and announces, and after a few seconds that it is still working. Drawn
 * with the page's plain classes (plain-ui.css), so a first screen shows it without Chakra.
 */
export function Waiting({
  what,
  minHeight,
  testId = 'waiting',
  size = 'md',
}: {
  /** What the page waits for, as a sentence (正在加载报名表… / Loading the entry form…). */
  what: string;
  minHeight?: string;
  testId?: string;
  size?: 'sm' | 'md';
}) {
  const { t } = useTranslation();
  const slow = useStillWorking(true);
  const still = slow ? t('common.stillWorking') : '';
  return (
    <div
      className={`ui-waiting ui-waiting--${size}`}
      style={minHeight ? { minHeight } : undefined}
      role="status"
      aria-busy="true"
      aria-label={still ? `${what} ${still}` : what}
      data-testid={testId}
      data-slow={slow ? 'true' : undefined}
    >
      <span className="ui-spinner" aria-hidden="true" />
      <span className="ui-waiting__words">
        <span className="ui-waiting__what">{what}</span>
        {still ? <span className="ui-waiting__still">{still}</span> : null}
      </span>
    </div>
  );
}
