// Polish strings: the chart: WebGL errors (spec section 8), readouts, load progress.

export const chart = {
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
  /** Spec: unsupported geometry kinds are skipped with a console warning. */
  unsupportedGeometry: (layer: string, kind: string, count: number) => `Warstwa ${layer}: pominięto obiekty o nieobsługiwanej geometrii ${kind} (${count})`,
  symbolErrorPlaceholder: 'Error',
  loadingCharts: (done: number, total: number) => `Ładowanie map: ${done}/${total}`,
  readoutCentre: 'CENTER',
  readoutCursor: 'CURSOR',
  atonIcon: (name: string) => `Aton: ${name}`,
  canvasLabel: 'Mapa',
} as const;
