/** Spec 001 §4: the login panel's views; 'back' always returns to login. */
export type AuthView = 'login' | 'register' | 'resetEmail' | 'resetPhone';
