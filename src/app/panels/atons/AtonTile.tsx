// One aton: name, MMSI, type and state (inactive / active / integrated, as
// the chart's icon), the active switch, details, edit and delete.
import { useState } from 'react';
import type { Aton } from '../../../protocol/atons';
import { atonTypeText } from '../../cards/cardFormat';
import { pl } from '../../i18n/pl';
import { atonAppearance } from '../../overlays/atonAppearance';
import { AtonDetails } from './AtonDetails';
import { AtonForm } from './AtonForm';

interface Props {
  aton: Aton;
  statusBusy: boolean;
  onToggleActive: () => void;
  onRemove: () => void;
  onChanged: () => void;
}

export function AtonTile({ aton, statusBusy, onToggleActive, onRemove, onChanged }: Props) {
  const [open, setOpen] = useState<'details' | 'edit' | null>(null);
  const a = pl.atonsPanel;
  const appearance = atonAppearance(aton);
  return (
    <li className="mgmt-tile" data-testid="aton-tile">
      <div className="mgmt-tile__row">
        <span className={`aton-state aton-state--${appearance}`} aria-hidden="true" />
        <div className="mgmt-tile__text">
          <div className="mgmt-tile__title">{aton.name}</div>
          <div className="mgmt-tile__sub">{a.mmsiAndType(aton.mmsi, atonTypeText(aton.aid_type))}</div>
          <div className="mgmt-tile__sub" data-testid="aton-state">
            {a.state[appearance]}
          </div>
        </div>
      </div>
      <div className="mgmt-tile__bar">
        <label className="switch" title={a.activeTitle}>
          <input type="checkbox" role="switch" aria-label={a.activeToggleOf(aton.name)} checked={aton.active} disabled={statusBusy} onChange={onToggleActive} />
          <span>{a.activeToggle}</span>
        </label>
        <div className="mgmt-tile__actions">
          <button type="button" aria-label={a.detailsOf(aton.name)} title={pl.panelForms.details} aria-pressed={open === 'details'} onClick={() => setOpen(open === 'details' ? null : 'details')}>
            {pl.panelForms.details}
          </button>
          <button type="button" aria-label={a.editOf(aton.name)} title={pl.panelForms.edit} aria-pressed={open === 'edit'} onClick={() => setOpen(open === 'edit' ? null : 'edit')}>
            {pl.panelForms.edit}
          </button>
          <button type="button" className="button--danger" aria-label={a.removeOf(aton.name)} title={pl.panelForms.remove} onClick={onRemove}>
            {pl.panelForms.remove}
          </button>
        </div>
      </div>
      {open === 'details' && <AtonDetails aton={aton} onClose={() => setOpen(null)} />}
      {open === 'edit' && (
        <AtonForm
          mode="edit"
          aton={aton}
          onSaved={() => {
            setOpen(null);
            onChanged();
          }}
          onCancel={() => setOpen(null)}
        />
      )}
    </li>
  );
}
