// Polish strings: the icons over the chart (stations, warnings, cameras).

export const overlayIcons = {
  station: (name: string) => `Stacja pogodowa: ${name}`,
  warning: (title: string) => `Ostrzeżenie nawigacyjne: ${title}`,
  camera: (name: string) => `Kamera: ${name}`,
} as const;
