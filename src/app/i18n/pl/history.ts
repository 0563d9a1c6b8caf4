// Polish strings: the time machine (vessels' tracks, the replay of the console).

export const replay = {
  open: 'Odtwarzanie',
  openTitle: 'Odtwarzanie historii: obraz konsoli w wybranej chwili',
  live: 'Na żywo',
  liveTitle: 'Powrót do obrazu na żywo',
  timeline: 'Oś czasu odtwarzania',
  slider: 'Chwila odtwarzania',
  moment: 'Data i godzina',
  play: 'Odtwórz',
  pause: 'Wstrzymaj',
  speedGroup: 'Prędkość odtwarzania',
  speed: (speed: number) => `${speed}×`,
  speedTitle: (speed: number) => `Prędkość ${speed}×`,
  marks: 'Alarmy na osi czasu',
  mark: (kind: string, moment: string, count: number) =>
    count > 1 ? `Alarmy (${count}) od ${moment}, pierwszy: ${kind}: przejdź do tej chwili` : `Alarm (${kind}) ${moment}: przejdź do tej chwili`,
  banner: (moment: string) => `ODTWARZANIE ${moment}`,
  loading: 'Wczytywanie obrazu…',
  empty: 'Brak zapisanej historii',
  rangeFailed: 'Nie udało się odczytać zakresu historii',
  pictureFailed: 'Nie udało się odczytać obrazu z historii',
  playIcon: '▶',
  pauseIcon: '❚❚',
} as const;

export const tracks = {
  heading: 'Ślad',
  duration: 'Długość śladu',
  durations: { 10: '10 min', 30: '30 min', 60: '1 h', 180: '3 h', 360: '6 h', 720: '12 h', 1440: '24 h' } as Record<number, string>,
  exportGpx: 'GPX',
  exportGpxTitle: 'Pobierz ślad statku jako plik GPX',
  exportCsv: 'CSV',
  exportCsvTitle: 'Pobierz ślad statku jako plik CSV',
  exportFailed: 'Nie udało się pobrać śladu',
  allTrails: 'Ślady',
  allTrailsTitle: 'Ślady wszystkich statków z ostatnich 10 minut',
  loadFailed: 'Nie udało się odczytać śladu statku',
} as const;
