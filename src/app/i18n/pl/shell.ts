// Polish strings: the top bar, app menu, language flags and status bar.

export const layers = {
  trains: 'Pociągi',
  atons: 'Atony',
  vessels: 'Statki',
} as const;

export const menu = {
  open: 'Menu',
  icon: '☰',
  logout: 'Wyloguj',
  layersHeading: 'Warstwy',
} as const;

export const language = {
  label: 'Język',
  pl: 'Polski',
  eu: 'English',
} as const;

export const status = {
  centre: (position: string) => `Środek: ${position}`,
  cursor: (position: string) => `Kursor: ${position}`,
  noCursor: '—',
  range: (rangeNm: string) => `Zasięg: ${rangeNm} NM`,
} as const;
