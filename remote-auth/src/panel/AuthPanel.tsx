import { useState } from 'react';
import { LoginView, type LoginTab } from '../login/LoginView';
import { RegisterView } from '../register/RegisterView';
import { ResetEmailView } from '../reset/ResetEmailView';
import { ResetPhoneView } from '../reset/ResetPhoneView';
import type { AuthView } from './view';

/** The login panel: login, register by email, reset by email, reset by phone; back returns to login. */
export function AuthPanel() {
  const [view, setView] = useState<AuthView>('login');
  // Where login opens: after a registration or an email reset, on the email tab with the address filled in.
  const [start, setStart] = useState<{ tab: LoginTab; email?: string }>({ tab: 'password' });
  const back = () => setView('login');
  switch (view) {
    case 'register':
      return (
        <RegisterView
          onBack={back}
          onRegistered={(email) => {
            setStart({ tab: 'email', email });
            setView('login');
          }}
        />
      );
    case 'resetEmail':
      return (
        <ResetEmailView
          onBack={back}
          onDone={(email) => {
            setStart({ tab: 'email', email });
            setView('login');
          }}
        />
      );
    case 'resetPhone':
      return <ResetPhoneView onBack={back} />;
    default:
      return (
        <LoginView
          onNavigate={setView}
          initialTab={start.tab}
          {...(start.email ? { initialEmail: start.email } : {})}
        />
      );
  }
}
