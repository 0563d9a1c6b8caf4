// 'DANE ATONA' (spec section 2): MMSI, Typ (aid-type description, falling
// back to the raw value), Pozycja, Ostatnie zgłoszenie; and 'MONITORING
// AIS' when the aid reports its own state (atonMonitoring.ts).
import type { Aton } from '../../protocol/atons';
import { pl } from '../i18n/pl';
import { anchorAt, DraggableCard, FieldList } from './DraggableCard';
import { atonStatusFields, isFault } from './atonMonitoring';
import { atonFields } from './cardFormat';

export function AtonCard({ aton, onClose }: { aton: Aton; onClose: () => void }) {
  const status = atonStatusFields(aton);
  return (
    <DraggableCard title={pl.cards.aton.title} testId="aton-card" anchor={anchorAt(aton.latitude, aton.longitude)} onClose={onClose}>
      <div className="info-card__subtitle">{aton.name}</div>
      <FieldList fields={atonFields(aton)} />
      {status.length > 0 && (
        <section className="info-card__section" data-testid="aton-monitoring" aria-label={pl.cards.atonMonitoring.title}>
          <div className="info-card__subtitle">{pl.cards.atonMonitoring.title}</div>
          <dl className="info-card__fields">
            {status.map(([label, value]) => (
              <div key={label} className="info-card__field">
                <dt>{label}</dt>
                <dd className={isFault(value) ? 'info-card__fault' : undefined}>{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}
    </DraggableCard>
  );
}
