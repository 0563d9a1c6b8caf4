// Every Polish string of the console, keyed. JSX never holds a literal text
// (the linter enforces it): components read from here.

export const pl = {
  app: {
    title: 'Transport & Risk Analysis eXpert Integrated System',
    loading: 'Ładowanie...',
    userLabel: (name: string) => `Użytkownik: ${name}`,
  },
  login: {
    usernamePlaceholder: 'Nazwa użytkownika',
    passwordPlaceholder: 'Hasło',
    submit: 'Zaloguj się',
    busy: 'Proszę czekać...',
    invalidCredentials: 'Nieprawidłowe dane logowania',
    failed: 'Wystąpił błąd. Spróbuj ponownie.',
  },
  status: {
    centre: (position: string) => `Środek: ${position}`,
    cursor: (position: string) => `Kursor: ${position}`,
    noCursor: '—',
    range: (rangeNm: string) => `Zasięg: ${rangeNm} NM`,
  },
  chart: {
    coreFailed: 'Nie udało się uruchomić rdzenia WASM',
  },
} as const;
