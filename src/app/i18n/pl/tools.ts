// Polish strings: the tool palette, the tools' toasts, status texts and
// labels (spec sections 2, 4 and 8; the ruler's status and the log lines the
// spec gives in English stay in English).

export const tools = {
  paletteLabel: 'Narzędzia',
  /** The palette's tooltips by spec name. */
  titles: {
    Capture: 'Zrzut ekranu (zapis JPEG)',
    Camera: 'Kamery: zasięgi i wybór środkowym przyciskiem',
    Radar: 'Obraz radarowy',
    Ruler: 'Linijka: odległość i namiar',
    Marker: 'Znaczniki pozycji',
    Blitz: 'Wyładowania atmosferyczne (Blitz)',
    Jammer: 'Jammer: zagłuszanie MMSI',
  } as Readonly<Record<string, string>>,
  /** The info toast of a tool switched on. */
  toastOn: {
    Camera: 'Kamery włączone. Środkowy przycisk wybiera kamery w punkcie.',
    Radar: 'Radar włączony.',
    Ruler: 'Linijka: klik dodaje punkt, prawy klik zeruje, Esc kończy pomiar.',
    Marker: 'Znacznik: klik stawia znacznik, prawy klik na znaczniku go usuwa.',
    Pencil: 'Ołówek: klik zaczyna i kończy linię, prawy klik czyści, Esc kończy linię.',
  } as Readonly<Record<string, string>>,
  /** Spec section 2 (in English, as the spec gives it). */
  rulerStatus: 'Active: Ruler',
  rulerStatusDistance: (distanceNm: string) => `Active: Ruler - ${distanceNm} NM`,
  /** Spec section 8: the log line of a failed capture. */
  captureFailed: 'Screen capture failed.',
  captureBusy: 'Zapisywanie zrzutu ekranu…',
  toolStatusLabel: 'Stan narzędzi',
} as const;

export const blitz = {
  title: 'Blitz',
  intro: 'Wyładowania atmosferyczne w wybranym obszarze, odświeżane co 5 s.',
  number: 'Liczba wyładowań',
  west: 'Zachód (W, °)',
  east: 'Wschód (E, °)',
  north: 'Północ (N, °)',
  south: 'Południe (S, °)',
  switchLabel: 'Wyładowania',
  on: 'ON',
  off: 'OFF',
  locked: 'Wyłącz, aby zmienić ustawienia.',
  numberInvalid: 'Liczba wyładowań: liczba całkowita od 1 do 10000.',
  lonInvalid: (field: string) => `${field}: długość geograficzna od -180 do 180.`,
  latInvalid: (field: string) => `${field}: szerokość geograficzna od -90 do 90.`,
  southNorth: 'Południe musi być mniejsze niż północ.',
  /** Spec section 8 (in English, as the spec gives it). */
  fetchFailed: (statusText: string) => `Error fetching data: ${statusText}`,
} as const;
