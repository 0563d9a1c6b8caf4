// The trains panel ('Pociągi', spec section 2): the toggles 'Bocznice'
// ('Zamknij' when open: the sidings manager) and 'Dodaj' ('Anuluj' when
// open: the add form), only one open at once; the trains as tiles whose
// details and edit form open inline; 'Brak pociągów'; a load failure shows
// 'Błąd ładowania danych' (logged 'Failed to load trains') with the list
// empty. The sidings list is loaded once here for the tiles, the forms and
// the sidings manager. The trains on the chart follow through the stream.
import { useState } from 'react';
import type { Siding, Train } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { Alert } from '../common/Alert';
import { useConfirm } from '../common/ConfirmDialog';
import { useFailureLog } from '../common/useFailureLog';
import { SidingsManager } from '../sidings/SidingsManager';
import { TrainForm } from './TrainForm';
import { TrainTile } from './TrainTile';
import '../common/forms.css';

type Mode = 'list' | 'add' | 'sidings';

export function TrainsPanel() {
  const [mode, setMode] = useState<Mode>('list');
  const trains = useResource((signal) => resources.trains.list({ signal }), []);
  const sidings = useResource((signal) => resources.sidings.list({ signal }), []);
  const { confirm, dialog } = useConfirm();
  const t = pl.trainsPanel;
  useFailureLog(trains.error, t.loadFailedLog);

  const list: readonly Train[] = trains.error ? [] : (trains.data ?? []);
  const sidingById = new Map<number, Siding>((sidings.data ?? []).map((s) => [s.id, s]));
  const toggle = (next: Mode) => {
    setMode(mode === next ? 'list' : next);
    // The sidings may have changed elsewhere: the manager and the add form show them fresh.
    if (mode !== next) void sidings.reload();
  };

  const remove = async (train: Train) => {
    if (!(await confirm(t.confirmDelete))) return;
    try {
      await resources.trains.remove(train.id);
    } catch (error) {
      console.error(t.deleteFailedLog, error);
    }
    await trains.reload();
  };

  return (
    <div className="mgmt-panel" data-testid="trains-panel">
      <div className="mgmt-toolbar">
        <button type="button" aria-pressed={mode === 'sidings'} onClick={() => toggle('sidings')}>
          {mode === 'sidings' ? t.sidingsClose : t.sidingsToggle}
        </button>
        <button type="button" aria-pressed={mode === 'add'} onClick={() => toggle('add')}>
          {mode === 'add' ? pl.panelForms.cancel : pl.panelForms.add}
        </button>
      </div>
      {mode === 'sidings' && <SidingsManager sidings={sidings} onClose={() => setMode('list')} confirm={confirm} />}
      {mode === 'add' && (
        <TrainForm
          mode="create"
          sidings={sidings}
          onSaved={() => {
            setMode('list');
            void trains.reload();
          }}
          onCancel={() => setMode('list')}
        />
      )}
      {mode !== 'sidings' && (
        <>
          {trains.error !== null && <Alert message={t.loadFailed} testId="trains-load-error" />}
          {trains.data === undefined && trains.error === null && <p className="mgmt-note">{pl.panelForms.loading}</p>}
          {trains.data !== undefined && list.length === 0 && trains.error === null && <p className="mgmt-note">{t.empty}</p>}
          <ul className="mgmt-list" aria-label={t.listLabel}>
            {list.map((train) => (
              <TrainTile key={train.id} train={train} siding={sidingById.get(train.siding)} sidings={sidings} onChanged={() => void trains.reload()} onRemove={() => void remove(train)} />
            ))}
          </ul>
        </>
      )}
      {dialog}
    </div>
  );
}
