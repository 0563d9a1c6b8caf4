// Polish strings: the camera layer (the palette's Camera tool), the camera
// windows and the vessel card's list of cameras.

export const cameras = {
  window: {
    mainLabel: 'Kamera główna',
    surroundingLabel: 'Kamera sąsiednia',
    close: 'Zamknij',
    closeIcon: '×',
    closeAll: 'Zamknij wszystkie',
    promote: 'Ustaw jako główną',
    promoteIcon: '⤢',
    streamAlt: (name: string) => `Obraz z kamery ${name}`,
    /** Spec section 4 gives this one in English. */
    streamFailed: 'Failed to load camera stream. Camera may be offline.',
    controls: 'Sterowanie kamerą',
    panUp: 'W górę',
    panDown: 'W dół',
    panLeft: 'W lewo',
    panRight: 'W prawo',
    zoomIn: 'Przybliż',
    zoomOut: 'Oddal',
    panUpIcon: '▲',
    panDownIcon: '▼',
    panLeftIcon: '◀',
    panRightIcon: '▶',
    zoomInIcon: '+',
    zoomOutIcon: '−',
    snapshot: 'Zdjęcie',
    snapshotTitle: 'Otwórz zdjęcie z kamery w nowej karcie',
    stream: 'Strumień',
    streamTitle: 'Otwórz strumień MJPEG kamery w nowej karcie',
  },
  vesselCard: {
    heading: 'Kamery obejmujące statek',
    open: (name: string) => `Otwórz obraz z kamery ${name}`,
    loadFailed: 'Nie udało się pobrać listy kamer',
  },
} as const;
