// Polish strings: the side panels' frame.

export const panels = {
  close: 'Zamknij',
  closeIcon: '×',
  /** The app menu's group of panels. */
  menuGroup: 'Panele',
} as const;
