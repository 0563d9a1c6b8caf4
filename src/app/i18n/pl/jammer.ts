// Polish strings: the Jammer panel and the vessel blacklist (spec section 2,
// "Jammer panel"; section 8, "Toasts": every one auto-closes after 3 s).

export const jammer = {
  title: 'Jammer',
  close: 'Zamknij',
  prompt: 'Dodaj MMSI do zagłuszania (9 cyfr):',
  placeholder: 'Wpisz MMSI (9 cyfr)',
  add: 'Dodaj',
  busy: '...',
  remove: 'Usuń',
  removeTitle: 'Usuń z zagłuszania',
  listLabel: 'Zagłuszane MMSI',
  empty: 'Lista jest pusta',
  loading: 'Ładowanie...',
  loadFailed: 'Nie udało się pobrać listy MMSI',
  invalid: 'MMSI musi składać się z 9 cyfr',
  duplicate: 'Ten MMSI jest już na liście',
  added: (mmsi: string) => `Dodano MMSI: ${mmsi} do czarnej listy`,
  addFailed: 'Nie udało się dodać MMSI do listy',
  removed: (mmsi: string) => `Usunięto MMSI: ${mmsi} z czarnej listy`,
  removeFailed: 'Nie udało się usunąć MMSI z listy',
} as const;
