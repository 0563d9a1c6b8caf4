// Polish strings: the VTS alerts — the 'Zagrożenia' panel, the
// toasts of new conflicts and the app menu's count of open alerts.

const decimal = (value: number, digits: number): string => value.toFixed(digits).replace('.', ',');

export const alertsPanel = {
  title: 'Zagrożenia',
  menuLabel: 'Zagrożenia',
  menuCount: (count: number) => `Niepotwierdzone zagrożenia: ${count}`,
  kindFilter: 'Rodzaj',
  kindAll: 'Wszystkie',
  kindOption: (name: string, count: number) => `${name} (${count})`,
  kindPlural: {
    conflict: 'Kolizje',
    integrity: 'Integralność AIS',
    zone: 'Strefy',
    anchor_drag: 'Dryf na kotwicy',
    distress: 'Niebezpieczeństwo',
    safety_message: 'Komunikaty bezpieczeństwa',
    aton_off_position: 'Znaki poza pozycją',
  },
  zoneFilter: 'Strefa',
  zoneAll: 'Wszystkie strefy',
  priority: { alarm: 'Alarm', warning: 'Ostrzeżenie', caution: 'Uwaga' },
  zoneRule: { entry: 'wejście', exit: 'wyjście', speed_limit: 'przekroczenie prędkości', no_anchoring: 'zakaz kotwiczenia' },
  zoneDetail: (zone: string, rule: string) => `Strefa „${zone}”: ${rule}`,
  zoneSpeed: (speedKn: number, limitKn: number) => `${decimal(speedKn, 1)} kn przy limicie ${decimal(limitKn, 1)} kn`,
  anchorDetail: (distanceM: number, radiusM: number) => `${Math.round(distanceM)} m od kotwicy (promień ${Math.round(radiusM)} m)`,
  anchorBy: (byStatus: boolean) => (byStatus ? 'Zgłosił postój na kotwicy' : 'Stał w miejscu 5 minut'),
  device: { sart: 'AIS-SART', mob: 'AIS MOB (człowiek za burtą)', epirb: 'EPIRB-AIS' },
  distressDetail: (device: string, active: boolean) => (active ? `Urządzenie: ${device}` : `Urządzenie: ${device} (tryb testowy)`),
  safetyTo: (mmsi: string | null) => (mmsi ? `Do ${mmsi}` : 'Do wszystkich'),
  safetyCount: (count: number) => `Odebrano ${count} razy`,
  atonDetail: (name: string, mmsi: string) => `${name || mmsi}: poza pozycją`,
  atonVirtual: 'znak wirtualny',
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
  /** Before the tile's text in its button's name (not shown). */
  showPrefix: 'Pokaż na mapie:',
  acknowledge: 'Potwierdź',
  acknowledgeLabel: (what: string) => `Potwierdź zagrożenie: ${what}`,
  snooze: 'Wycisz 60 min',
  /** Starts with the button's visible text (WCAG 2.5.3, label in name). */
  snoozeLabel: (what: string) => `Wycisz 60 min: ${what}`,
  actionFailed: 'Nie udało się zmienić zagrożenia',
  noPosition: 'Brak pozycji statków',
} as const;

export const alertToasts = {
  conflict: (a: string, b: string, cpaNm: number, tcpaMin: number) =>
    `Zagrożenie kolizją: ${a} i ${b} — CPA ${decimal(cpaNm, 2)} NM za ${decimal(tcpaMin, 1)} min`,
  more: (count: number) => `Kolejne zagrożenia kolizją: ${count} (panel Zagrożenia)`,
} as const;

export const alarm = {
  title: 'ALARM',
  summary: (reason: string, count: number) => (count > 1 ? `${reason} (i ${count - 1} więcej)` : reason),
  show: 'Zagrożenia',
  showTitle: 'Pokaż alarm w panelu Zagrożenia',
  silence: 'Wycisz',
  silenced: 'Wyciszono',
  silenceTitle: 'Wycisz alarm na 30 s',
} as const;
