// Polish strings: the side panels' frame.

export const panels = {
  /** The close button of every side panel and modal (spec section 2, "Jammer panel": 'Zamknij'). */
  close: 'Zamknij',
  /** The app menu's group of panels. */
  menuGroup: 'Panele',
} as const;
