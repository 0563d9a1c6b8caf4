// Polish strings: what the management panels' forms and lists share
// (buttons, field messages, alerts, confirmation, the centre pin).

export const panelForms = {
  add: 'Dodaj',
  cancel: 'Anuluj',
  close: 'Zamknij',
  save: 'Zapisz zmiany',
  saving: 'Zapisywanie...',
  details: 'Szczegóły',
  edit: 'Edytuj',
  remove: 'Usuń',
  confirm: 'Usuń',
  loading: 'Ładowanie...',
  loadFailed: 'Błąd ładowania danych',
  dash: '-',
  /** Field messages (the spec's rules, section 5). */
  required: 'Pole wymagane.',
  notANumber: 'Podaj liczbę.',
  notAnInteger: 'Podaj liczbę całkowitą.',
  notNegative: 'Wartość nie może być ujemna.',
  maxChars: (max: number) => `Maksymalnie ${max} znaki.`,
  latitudeRange: 'Szerokość geograficzna musi być w zakresie od -90 do 90.',
  longitudeRange: 'Długość geograficzna musi być w zakresie od -180 do 180.',
  mmsiDigits: 'MMSI musi składać się z 9 cyfr',
  /** The server's reason appended to a failure message. */
  because: (message: string, reason: string) => `${message} ${reason}`,
  latitude: 'Szerokość geograficzna',
  longitude: 'Długość geograficzna',
  /** The centre pin (spec section 2, "Sidings panel"). */
  pinTitle: 'Pobierz aktualną pozycję środka mapy',
} as const;
