// The tools' names (the spec's, used as the palette buttons' aria-labels);
// kept apart from the registry so the tools can name themselves.

/** The palette's tools by the spec's names (their buttons' aria-labels), and the pencil (key signal 'P'). */
export const TOOL_NAMES = {
  capture: 'Capture',
  camera: 'Camera',
  radar: 'Radar',
  ruler: 'Ruler',
  marker: 'Marker',
  blitz: 'Blitz',
  jammer: 'Jammer',
  pencil: 'Pencil',
  /** The zone tool, switched on from the 'Strefy' panel (no palette button). */
  zone: 'Zone',
} as const;
