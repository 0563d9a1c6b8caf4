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
  layers: {
    trains: 'Pociągi',
    atons: 'Atony',
    vessels: 'Statki',
  },
  menu: {
    open: 'Menu',
    icon: '☰',
    logout: 'Wyloguj',
    layersHeading: 'Warstwy',
  },
  language: {
    label: 'Język',
    pl: 'Polski',
    eu: 'English',
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
