// 'Szczegóły pociągu' (spec section 2): name, siding, wagons, description
// (a dash when empty) and a close button, inline under the train's tile.
import type { Siding, Train } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';

export function TrainDetails({ train, siding, onClose }: { train: Train; siding: Siding | undefined; onClose: () => void }) {
  const t = pl.trainsPanel;
  const fields: [string, string][] = [
    [t.detailsName, train.name],
    [t.detailsSiding, siding ? t.sidingLabel(siding.zwrotnica, siding.nabrzeze) : String(train.siding)],
    [t.detailsWagons, String(train.trolley_count)],
    [t.detailsDescription, train.description.trim() || pl.panelForms.dash],
  ];
  return (
    <section className="mgmt-details" aria-label={t.detailsTitle}>
      <h3>{t.detailsTitle}</h3>
      <dl>
        {fields.map(([label, value]) => (
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
