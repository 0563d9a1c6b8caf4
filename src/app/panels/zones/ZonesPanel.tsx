// The 'Strefy' panel: the operators' zones from the zones stream (shared
// live by every console), 'Rysuj strefę' (closes the panel, switches the
// zone tool on; the tool opens the panel again with the outline it closed,
// for the new zone's form), and per zone: show on the chart, edit (name and
// rules) and delete (the console's confirmation).
import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Zone } from '../../../protocol/zones';
import { useChart } from '../../chart/chartHandle';
import { fitView } from '../../alerts/alertView';
import { pl } from '../../i18n/pl';
import { resources, useMutation } from '../../resources';
import { setToolOn } from '../../store/tools';
import { TOOL_NAMES } from '../../tools/toolNames';
import { zoneChanged, zonesState } from '../../zones';
import { setZoneDraft } from '../../zones/zonesState';
import { Alert } from '../common/Alert';
import { useConfirm } from '../common/ConfirmDialog';
import { ZoneForm } from './ZoneForm';
import { rulesText } from './zoneForm';
import '../common/forms.css';
import './zones.css';

export function ZonesPanel({ onClose }: { onClose: () => void }) {
  const state = useSnapshot(zonesState);
  const chart = useChart();
  const [editing, setEditing] = useState<number | null>(null);
  const removal = useMutation((id: number) => resources.zones.remove(id));
  const { confirm, dialog } = useConfirm();
  const t = pl.zonesPanel;
  const zones = state.zones as readonly Zone[];
  const draft = state.draft as Zone['polygon'] | null;

  const draw = () => {
    setZoneDraft(null);
    onClose();
    setToolOn(TOOL_NAMES.zone, true);
  };
  const remove = async (zone: Zone) => {
    if (!(await confirm(t.confirmRemove(zone.name)))) return;
    try {
      await removal.mutate(zone.id);
      zoneChanged({ id: zone.id, deleted: true });
    } catch (error) {
      console.error('Failed to delete the zone', error);
    }
  };
  const show = (zone: Zone) => {
    const fit = fitView(
      zone.polygon.map(([latDeg, lonDeg]) => ({ latDeg, lonDeg })),
      1,
    );
    if (!fit || !chart) return;
    chart.setView(fit.centre, fit.rangeNm);
  };

  return (
    <div className="mgmt-panel zones-panel" data-testid="zones-panel">
      <div className="mgmt-toolbar">
        <button type="button" title={t.drawTitle} onClick={draw} disabled={draft !== null}>
          {t.draw}
        </button>
      </div>
      {draft && <ZoneForm mode="create" polygon={[...draft]} onSaved={() => setZoneDraft(null)} onCancel={() => setZoneDraft(null)} />}
      {removal.error !== null && <Alert message={t.removeFailed} error={removal.error} />}
      {!state.received && <p className="mgmt-note">{t.connecting}</p>}
      {state.received && zones.length === 0 && !draft && <p className="mgmt-note">{t.empty}</p>}
      <ul className="mgmt-list" aria-label={t.listLabel}>
        {zones.map((zone) =>
          editing === zone.id ? (
            <li key={zone.id} className="mgmt-tile">
              <ZoneForm mode="edit" zone={zone} onSaved={() => setEditing(null)} onCancel={() => setEditing(null)} />
            </li>
          ) : (
            <li key={zone.id} className="mgmt-tile mgmt-tile__row zone-tile" data-testid="zone-tile" data-zone-id={zone.id}>
              <button type="button" className="mgmt-tile__show" title={t.show(zone.name)} onClick={() => show(zone)}>
                <span className="mgmt-tile__title">{zone.name}</span>
                <span className="mgmt-tile__sub">{`${rulesText(zone.rules)} · ${t.points(zone.polygon.length)}`}</span>
              </button>
              <div className="mgmt-tile__actions">
                <button type="button" aria-label={t.editLabel(zone.name)} title={t.edit} onClick={() => setEditing(zone.id)}>
                  {t.edit}
                </button>
                <button type="button" className="button--danger" disabled={removal.busy} aria-label={t.removeLabel(zone.name)} title={t.remove} onClick={() => void remove(zone)}>
                  {t.remove}
                </button>
              </div>
            </li>
          ),
        )}
      </ul>
      {dialog}
    </div>
  );
}
