import { useState } from 'react';
import { LoginView } from '../login/LoginView';
import { RegisterView } from '../register/RegisterView';
import { ResetEmailView } from '../reset/ResetEmailView';
import { ResetPhoneView } from '../reset/ResetPhoneView';
import type { AuthView } from './view';

/** The login panel: login, register by email, reset by email, reset by phone; back returns to login. */
export function AuthPanel() {
  const [view, setView] = useState<AuthView>('login');
  const back = () => setView('login');
  switch (view) {
    case 'register':
      return <RegisterView onBack={back} />;
    case 'resetEmail':
      return <ResetEmailView onBack={back} />;
    case 'resetPhone':
      return <ResetPhoneView onBack={back} />;
    default:
      return <LoginView onNavigate={setView} />;
  }
}
