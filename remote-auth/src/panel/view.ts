/** The login panel's views; 'back' always returns to login. */
export type AuthView = 'login' | 'register' | 'resetEmail' | 'resetPhone';
