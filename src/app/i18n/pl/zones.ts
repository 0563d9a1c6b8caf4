// Polish strings: the operators' zones (the zone tool, the 'Strefy' panel
// and its form) and the AIS safety messages' log ('Komunikaty AIS').

export const zoneTool = {
  status: (points: number) =>
    points === 0
      ? 'Rysowanie strefy: kliknij na mapie pierwszy punkt (Esc anuluje)'
      : `Rysowanie strefy: ${points} pkt — dwuklik, Enter lub klik w pierwszy punkt zamyka; Esc anuluje`,
} as const;

export const zonesPanel = {
  title: 'Strefy',
  menuLabel: 'Strefy',
  draw: 'Rysuj strefę',
  drawTitle: 'Narysuj strefę na mapie: klikaj kolejne punkty',
  drawing: 'Rysowanie strefy na mapie…',
  listLabel: 'Strefy',
  empty: 'Brak stref. Narysuj pierwszą przyciskiem „Rysuj strefę”.',
  connecting: 'Łączenie z serwerem stref...',
  points: (n: number) => `${n} pkt`,
  rulesNone: 'Bez reguł',
  ruleEntry: 'wejście',
  ruleExit: 'wyjście',
  ruleSpeed: (kn: string) => `limit ${kn} kn`,
  ruleNoAnchoring: 'zakaz kotwiczenia',
  edit: 'Edytuj',
  editLabel: (name: string) => `Edytuj strefę ${name}`,
  remove: 'Usuń',
  removeLabel: (name: string) => `Usuń strefę ${name}`,
  confirmRemove: (name: string) => `Usunąć strefę „${name}”? Jej otwarte zagrożenia zostaną zamknięte.`,
  removeFailed: 'Nie udało się usunąć strefy',
  show: (name: string) => `Pokaż strefę ${name} na mapie`,
} as const;

export const zoneForm = {
  newTitle: 'Nowa strefa',
  editTitle: 'Edycja strefy',
  name: 'Nazwa',
  rules: 'Reguły',
  entry: 'Alarm przy wejściu do strefy',
  exit: 'Alarm przy wyjściu ze strefy',
  speedLimit: 'Limit prędkości (kn)',
  speedLimitHint: 'Puste: bez limitu',
  noAnchoring: 'Zakaz kotwiczenia',
  save: 'Zapisz',
  cancel: 'Anuluj',
  saveFailed: 'Nie udało się zapisać strefy',
  nameRequired: 'Podaj nazwę strefy',
  nameTooLong: (max: number) => `Nazwa może mieć najwyżej ${max} znaków`,
  speedInvalid: (max: number) => `Limit prędkości musi być liczbą większą od 0 i nie większą niż ${max}`,
  pointsInvalid: (min: number, max: number) => `Strefa musi mieć od ${min} do ${max} punktów`,
} as const;

export const messageLog = {
  title: 'Komunikaty AIS',
  menuLabel: 'Komunikaty AIS',
  listLabel: 'Komunikaty bezpieczeństwa AIS',
  empty: 'Brak komunikatów bezpieczeństwa',
  loading: 'Wczytywanie komunikatów...',
  loadFailed: 'Nie udało się wczytać komunikatów',
  refresh: 'Odśwież',
  time: 'Czas',
  sender: 'Nadawca',
  to: 'Do',
  text: 'Treść',
  broadcast: 'Wszyscy (14)',
  addressed: (mmsi: string | null) => `${mmsi ?? '—'} (12)`,
  count: (n: number) => `×${n}`,
  countTitle: (n: number) => `Odebrano ${n} razy`,
  senderKind: { vessel: 'statek', sart: 'AIS-SART', mob: 'MOB', epirb: 'EPIRB-AIS', sar_aircraft: 'statek powietrzny SAR' },
} as const;
