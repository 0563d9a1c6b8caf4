// An aton's details inline in the panel: the 'DANE ATONA' fields (MMSI, Typ
// with the catalogue's description, Pozycja, Ostatnie zgłoszenie).
import type { Aton } from '../../../protocol/atons';
import { atonFields } from '../../cards/cardFormat';
import { pl } from '../../i18n/pl';

export function AtonDetails({ aton, onClose }: { aton: Aton; onClose: () => void }) {
  return (
    <section className="mgmt-details" aria-label={pl.cards.aton.title}>
      <h3>{pl.cards.aton.title}</h3>
      <dl>
        {atonFields(aton).map(([label, value]) => (
          <div key={label} className="mgmt-details__field">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <button type="button" onClick={onClose}>
        {pl.panelForms.close}
      </button>
    </section>
  );
}
