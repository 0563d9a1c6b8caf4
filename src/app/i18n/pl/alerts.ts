// Polish strings: the VTS alerts — the 'Zagrożenia' panel, the
// toasts of new conflicts and the app menu's count of open alerts.

const decimal = (value: number, digits: number): string => value.toFixed(digits).replace('.', ',');

export const alertsPanel = {
  title: 'Zagrożenia',
  menuLabel: 'Zagrożenia',
  menuCount: (count: number) => `Niepotwierdzone zagrożenia: ${count}`,
  tabs: { all: 'Wszystkie', conflict: 'Kolizje', integrity: 'Integralność AIS' },
  tabsLabel: 'Rodzaj zagrożeń',
  listLabel: 'Otwarte zagrożenia',
  empty: 'Brak otwartych zagrożeń',
  connecting: 'Łączenie z serwerem zagrożeń...',
  limitReached: 'Osiągnięto limit otwartych kolizji: kolejne czekają na miejsce',
  evaluation: (vessels: number, durationMs: number) => `Ocena: ${vessels} statków, ${decimal(durationMs, 1)} ms`,
  evaluationOff: 'Ocena kolizji wyłączona',
  kind: {
    conflict: 'Kolizja',
    integrity: 'Integralność AIS',
    zone: 'Strefa',
    anchor_drag: 'Dryf na kotwicy',
    distress: 'Niebezpieczeństwo',
    safety_message: 'Komunikat bezpieczeństwa',
    aton_off_position: 'Znak poza pozycją',
  },
  state: { new: 'Nowe', acknowledged: 'Potwierdzone', closed: 'Zamknięte' },
  cpa: 'CPA',
  tcpa: 'TCPA',
  age: 'Od',
  cpaValue: (nm: number) => `${decimal(nm, 2)} NM`,
  tcpaValue: (min: number) => `${decimal(min, 1)} min`,
  ageSeconds: (s: number) => `${s} s`,
  ageMinutes: (m: number) => `${m} min`,
  ageHours: (h: number, m: number) => `${h} h ${m} min`,
  vessel: (name: string, mmsi: string) => (name ? `${name} (${mmsi})` : mmsi),
  acknowledgedBy: (user: string) => `Potwierdził: ${user}`,
  show: 'Pokaż na mapie',
  showLabel: (what: string) => `Pokaż na mapie: ${what}`,
  acknowledge: 'Potwierdź',
  acknowledgeLabel: (what: string) => `Potwierdź zagrożenie: ${what}`,
  snooze: 'Wycisz 60 min',
  snoozeLabel: (what: string) => `Wycisz na 60 minut: ${what}`,
  actionFailed: 'Nie udało się zmienić zagrożenia',
  noPosition: 'Brak pozycji statków',
} as const;

export const alertToasts = {
  conflict: (a: string, b: string, cpaNm: number, tcpaMin: number) =>
    `Zagrożenie kolizją: ${a} i ${b} — CPA ${decimal(cpaNm, 2)} NM za ${decimal(tcpaMin, 1)} min`,
  more: (count: number) => `Kolejne zagrożenia kolizją: ${count} (panel Zagrożenia)`,
} as const;
