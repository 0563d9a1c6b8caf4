// Polish strings: the icons over the chart (stations, warnings, cameras) and
// the pick list.

export const overlayIcons = {
  station: (name: string) => `Stacja pogodowa: ${name}`,
  warning: (title: string) => `Ostrzeżenie nawigacyjne: ${title}`,
  camera: (name: string) => `Kamera: ${name}`,
} as const;

/** The pick list: several objects under the pointer at a click (the pick report). */
export const pickList = {
  title: 'Obiekty w tym miejscu',
  train: (name: string) => `Pociąg: ${name}`,
  vessel: (name: string) => `Statek: ${name}`,
  vesselMmsi: (mmsi: string) => `MMSI ${mmsi}`,
  vesselUnnamed: 'Statek',
  unknown: (id: number) => `Obiekt ${id}`,
} as const;
