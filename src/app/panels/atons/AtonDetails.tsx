// An aton's details inline in the panel: the 'DANE ATONA' fields (MMSI, Typ
// with the catalogue's description, Pozycja, Ostatnie zgłoszenie).
import type { Aton } from '../../../protocol/atons';
import { atonFields } from '../../cards/cardFormat';
import { pl } from '../../i18n/pl';
import { DetailsList } from '../common/DetailsList';

export function AtonDetails({ aton, onClose }: { aton: Aton; onClose: () => void }) {
  return <DetailsList title={pl.cards.aton.title} fields={atonFields(aton)} onClose={onClose} />;
}
