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
    webgl2Failed: 'Nie udało się zainicjalizować WebGL2',
    /** Spec section 8 gives this one in English. */
    floatReadbackFailed: 'Reading float pixels not supported',
    shaderCreateFailed: 'Nie udało się utworzyć shadera',
    shaderCompileFailed: (log: string) => `Błąd kompilacji shadera: ${log}`,
    programCreateFailed: 'Nie udało się utworzyć programu',
    programLinkFailed: (log: string) => `Błąd linkowania programu: ${log}`,
    attributeNotFound: (name: string) => `Nie znaleziono atrybutu: ${name}`,
    uniformNotFound: (name: string) => `Nie znaleziono zmiennej uniform: ${name}`,
    httpError: (status: number) => `HTTP error: ${status}`,
    symbolNotFound: (name: string) => `Symbol not found: ${name}`,
    symbolErrorPlaceholder: 'Error',
    loadingCharts: (done: number, total: number) => `Ładowanie map: ${done}/${total}`,
    readoutCentre: 'CENTER',
    readoutCursor: 'CURSOR',
    atonIcon: (name: string) => `Aton: ${name}`,
    canvasLabel: 'Mapa',
  },
} as const;
