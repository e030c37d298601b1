import { useTranslation } from '@marathon/shared';
import { Box, Flex, Link } from '@marathon/shared/ui';
import { Tabs } from '@marathon/shared/ui-interactive';
import { lazy, Suspense, useState } from 'react';
import type { AuthView } from '../panel/view';
import { AgreementRow } from './AgreementRow';
import { CodeLoginForm } from './CodeLoginForm';
import { EmailLoginForm } from './EmailLoginForm';
import { PasswordLoginForm } from './PasswordLoginForm';

export type LoginTab = 'code' | 'password' | 'email';

/**
 * Debug builds only: `import.meta.env.DEV` or VITE_DEBUG_LOGIN=true at build time. In a normal
 * build the condition is the constant false, so the component and its chunk are never emitted.
 */
const DebugLogins =
  import.meta.env.DEV || import.meta.env.VITE_DEBUG_LOGIN === 'true'
    ? lazy(() => import('./DebugLogins'))
    : null;

/**
 * The login view: three tabs, password first; agreement; register and forgot-password links. The
 * tabs stay mounted once opened, so switching tabs keeps what was typed and a running resend countdown.
 */
export function LoginView({
  onNavigate,
  initialTab = 'password',
  initialEmail,
}: {
  onNavigate: (view: AuthView) => void;
  initialTab?: LoginTab;
  /** Filled into the email tab (after a registration). */
  initialEmail?: string;
}) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<LoginTab>(initialTab);
  const [agreed, setAgreed] = useState(false);
  const [showAgreementError, setShowAgreementError] = useState(false);
  const formProps = { agreed, onNeedsAgreement: () => setShowAgreementError(true) };
  return (
    <Box data-testid="login-view">
      <Tabs.Root value={tab} onValueChange={(e) => setTab(e.value as LoginTab)} variant="line" lazyMount>
        <Tabs.List aria-label={t('auth.tabs.label')}>
          <Tabs.Trigger value="code" data-testid="tab-code">
            {t('auth.tabs.code')}
          </Tabs.Trigger>
          <Tabs.Trigger value="password" data-testid="tab-password">
            {t('auth.tabs.password')}
          </Tabs.Trigger>
          <Tabs.Trigger value="email" data-testid="tab-email">
            {t('auth.tabs.email')}
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="code">
          <CodeLoginForm {...formProps} />
        </Tabs.Content>
        <Tabs.Content value="password">
          <PasswordLoginForm {...formProps} />
        </Tabs.Content>
        <Tabs.Content value="email">
          <EmailLoginForm {...formProps} {...(initialEmail ? { initialEmail } : {})} />
        </Tabs.Content>
      </Tabs.Root>
      <Box mt="3">
        <AgreementRow
          checked={agreed}
          onChange={(checked) => {
            setAgreed(checked);
            if (checked) setShowAgreementError(false);
          }}
          showError={showAgreementError}
        />
      </Box>
      <Flex justify="space-between" mt="1" fontSize="sm">
        {tab === 'email' ? (
          <Link
            as="button"
            color="brand.fg"
            data-testid="register-link"
            onClick={() => onNavigate('register')}
          >
            {t('auth.registerNow')}
          </Link>
        ) : (
          <span />
        )}
        {tab === 'email' || tab === 'password' ? (
          <Link
            as="button"
            color="gray.600"
            data-testid="forgot-link"
            onClick={() => onNavigate(tab === 'email' ? 'resetEmail' : 'resetPhone')}
          >
            {t('auth.forgot')}
          </Link>
        ) : null}
      </Flex>
      {DebugLogins ? (
        <Suspense fallback={null}>
          <DebugLogins />
        </Suspense>
      ) : null}
    </Box>
  );
}
