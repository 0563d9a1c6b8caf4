// Ids of panels opened from outside the panels (a toast, an overlay) by
// code the registry's components import themselves: kept here so that such
// code need not import the registry (and every panel with it).

/** The alerts panel ('Zagrożenia'). */
export const ALERTS_PANEL = 'alerts';

/** The zones panel ('Strefy'; the zone tool opens it with the outline it closed). */
export const ZONES_PANEL = 'zones';
