// One siding: its zwrotnica (the siding's label), quay, track length in m,
// with edit and delete.
import type { Siding } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';

export function SidingTile({ siding, onEdit, onRemove }: { siding: Siding; onEdit: () => void; onRemove: () => void }) {
  const s = pl.sidingsPanel;
  return (
    <li className="mgmt-tile" data-testid="siding-tile">
      <div className="mgmt-tile__row">
        <div className="mgmt-tile__text">
          <div className="mgmt-tile__title">{siding.zwrotnica}</div>
          <div className="mgmt-tile__sub">{s.quay(siding.nabrzeze)}</div>
          <div className="mgmt-tile__sub">{s.length(String(siding.dlugosc_toru))}</div>
        </div>
        <div className="mgmt-tile__actions">
          <button type="button" aria-label={s.editOf(siding.zwrotnica)} title={pl.panelForms.edit} onClick={onEdit}>
            {pl.panelForms.edit}
          </button>
          <button type="button" className="button--danger" aria-label={s.removeOf(siding.zwrotnica)} title={pl.panelForms.remove} onClick={onRemove}>
            {pl.panelForms.remove}
          </button>
        </div>
      </div>
    </li>
  );
}
