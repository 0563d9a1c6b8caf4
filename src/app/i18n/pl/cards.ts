// Polish strings: the floating info cards and their units.

export const cards = {
  close: 'Zamknij',
  closeIcon: '×',
  notAvailable: 'N/A',
  dash: '-',
  vessel: {
    title: 'DANE STATKU',
    photoLoading: 'Ładowanie zdjęcia...',
    photoAlt: (name: string) => `Zdjęcie statku ${name}`,
    mmsi: 'MMSI',
    type: 'Typ',
    dimensions: 'Wymiary',
    position: 'Pozycja',
    speed: 'Prędkość',
    course: 'Kurs',
    heading: 'Heading',
    draught: 'Zanurzenie',
    status: 'Status',
  },
  train: {
    title: 'Dane Pociągu',
    heading: 'INFORMACJE O POCIĄGU',
    loading: 'Ładowanie...',
    notFound: 'Nie znaleziono pociągu.',
    name: 'Nazwa',
    siding: 'Bocznica',
    wagons: 'Wagony',
    wagonCount: (count: number) => `${count} szt.`,
    description: 'Opis',
  },
  aton: {
    title: 'DANE ATONA',
    mmsi: 'MMSI',
    type: 'Typ',
    position: 'Pozycja',
    lastReport: 'Ostatnie zgłoszenie',
  },
} as const;

export const units = {
  knots: (value: string) => `${value} kn`,
  degrees: (value: string) => `${value}°`,
  metres: (value: string) => `${value} m`,
  dimensions: (lengthM: number, widthM: number) => `${lengthM} x ${widthM} m`,
} as const;
