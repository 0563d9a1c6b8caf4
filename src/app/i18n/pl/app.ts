// Polish strings: the sign-in screen and the app frame.

export const app = {
  title: 'Transport & Risk Analysis eXpert Integrated System',
  loading: 'Ładowanie...',
  userLabel: (name: string) => `Użytkownik: ${name}`,
} as const;

export const login = {
  usernamePlaceholder: 'Nazwa użytkownika',
  passwordPlaceholder: 'Hasło',
  submit: 'Zaloguj się',
  busy: 'Proszę czekać...',
  invalidCredentials: 'Nieprawidłowe dane logowania',
  /** The console's own messages of the required fields (no browser bubbles). */
  usernameRequired: 'Podaj nazwę użytkownika',
  passwordRequired: 'Podaj hasło',
  failed: 'Wystąpił błąd. Spróbuj ponownie.',
} as const;
