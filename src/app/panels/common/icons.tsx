// Small line icons of the panels' icon buttons, drawn in the current text
// colour (so every theme applies); decorative: the button carries the name.
const common = { width: 16, height: 16, viewBox: '0 0 16 16', fill: 'none', stroke: 'currentColor', strokeWidth: 1.6, 'aria-hidden': true } as const;

/** A map pin (the centre pin). */
export function PinIcon() {
  return (
    <svg {...common}>
      <path d="M8 15s-4.5-4.6-4.5-8.2a4.5 4.5 0 0 1 9 0C12.5 10.4 8 15 8 15Z" strokeLinejoin="round" />
      <circle cx="8" cy="6.8" r="1.7" />
    </svg>
  );
}

/** A target with cross hairs (go to a vessel on the chart). */
export function TargetIcon() {
  return (
    <svg {...common}>
      <circle cx="8" cy="8" r="4.6" />
      <path d="M8 0.8v3M8 12.2v3M0.8 8h3M12.2 8h3" strokeLinecap="round" />
      <circle cx="8" cy="8" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
