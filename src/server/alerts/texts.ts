// Polish texts of the alerts: conflict descriptions and the audit trail's
// entries (integrity findings carry their own reasons, ais/integrity.ts).
import type { AlertDraft } from './alertBook';
import type { CloseReason } from '../../protocol/alerts';
import { pl } from '../ais/integrity';

/** Why an alert closed, as the audit trail says it. */
export const CLOSE_TEXT: Record<CloseReason, string> = {
  passed: 'Statki minęły się (TCPA upłynął)',
  clear: 'CPA wzrosło powyżej 1,2 × progu',
  later: 'TCPA wzrosło powyżej 1,2 × horyzontu',
  stationary: 'Oba statki stoją',
  vessel_gone: 'Statek zniknął z obrazu (wygasł, na czarnej liście lub bez pozycji)',
  snoozed: 'Wyciszony przez operatora',
  blacklisted: 'MMSI dodany do czarnej listy',
  resolved: 'Nieprawidłowość ustała',
  superseded: 'Wyjaśniony innym zgłoszeniem tego MMSI (ten sam MMSI nadawany z dwóch miejsc)',
  restart: 'Zamknięty przy ponownym uruchomieniu serwera',
  left_zone: 'Statek opuścił strefę',
  returned: 'Statek wrócił do strefy',
  expired: 'Minęło 10 minut od wyjścia ze strefy',
  zone_changed: 'Strefa usunięta lub zmieniona (obrys, reguła, typy statków)',
  under_way: 'Statek w drodze lub ponownie zakotwiczony',
  on_position: 'Znak nawigacyjny zgłasza się na pozycji',
  silent: 'Nie nadaje od 10 minut (od 3 minut po potwierdzeniu)',
  read: 'Komunikat potwierdzony i niepowtórzony od 10 minut (lub usunięty z dziennika)',
};

/** A conflict's description, e.g. 'Zbliżenie na 0,12 NM za 6,5 min (teraz 2,04 NM)'. */
export function conflictReason(cpaNm: number, tcpaMin: number, rangeNm: number): string {
  return `Zbliżenie na ${pl(cpaNm, 2)} NM za ${pl(tcpaMin)} min (teraz ${pl(rangeNm, 2)} NM)`;
}

export const openedText = (draft: Pick<AlertDraft, 'reason'>): string => draft.reason;

export const snoozedText = (untilIso: string): string => `Wyciszony do ${untilIso}`;
