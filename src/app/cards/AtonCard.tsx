// 'DANE ATONA' (spec section 2): MMSI, Typ (aid-type description, falling
// back to the raw value), Pozycja, Ostatnie zgłoszenie.
import type { Aton } from '../../protocol/atons';
import { pl } from '../i18n/pl';
import { anchorAt, DraggableCard, FieldList } from './DraggableCard';
import { atonFields } from './cardFormat';

export function AtonCard({ aton, onClose }: { aton: Aton; onClose: () => void }) {
  return (
    <DraggableCard title={pl.cards.aton.title} testId="aton-card" anchor={anchorAt(aton.latitude, aton.longitude)} onClose={onClose}>
      <div className="info-card__subtitle">{aton.name}</div>
      <FieldList fields={atonFields(aton)} />
    </DraggableCard>
  );
}
