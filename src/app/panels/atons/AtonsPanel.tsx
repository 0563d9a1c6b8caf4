// The atons panel ('Atony', spec sections 2, 4, 5 and 8): an Add/Cancel
// toggle with the add form; the atons as tiles with the active switch
// (change_status, then the list reloads; the chart's icon follows through
// the atons stream), details ('DANE ATONA' fields), edit and delete (no
// confirmation). 'Brak atonów'; a load failure shows 'Błąd ładowania
// danych' with the list emptied.
import { useState } from 'react';
import type { Aton } from '../../../protocol/atons';
import { pl } from '../../i18n/pl';
import { resources, useMutation, useResource } from '../../resources';
import { Alert } from '../common/Alert';
import { useFailureLog } from '../common/useFailureLog';
import { AtonForm } from './AtonForm';
import { AtonTile } from './AtonTile';
import '../common/forms.css';

export function AtonsPanel() {
  const [adding, setAdding] = useState(false);
  const atons = useResource((signal) => resources.atons.list({ signal }), []);
  const status = useMutation((id: number) => resources.atons.changeStatus(id));
  const removal = useMutation((id: number) => resources.atons.remove(id));
  const a = pl.atonsPanel;
  useFailureLog(atons.error, 'Failed to load atons');
  const list: readonly Aton[] = atons.error ? [] : (atons.data ?? []);

  const run = async (change: Promise<unknown>, log: string) => {
    try {
      await change;
    } catch (error) {
      console.error(log, error);
    }
    await atons.reload();
  };

  return (
    <div className="mgmt-panel" data-testid="atons-panel">
      <div className="mgmt-toolbar">
        <button type="button" aria-pressed={adding} onClick={() => setAdding(!adding)}>
          {adding ? pl.panelForms.cancel : pl.panelForms.add}
        </button>
      </div>
      {adding && (
        <AtonForm
          mode="create"
          onSaved={() => {
            setAdding(false);
            void atons.reload();
          }}
          onCancel={() => setAdding(false)}
        />
      )}
      {atons.error !== null && <Alert message={a.loadFailed} testId="atons-load-error" />}
      {status.error !== null && <Alert message={a.statusFailed} error={status.error} />}
      {removal.error !== null && <Alert message={a.deleteFailed} error={removal.error} />}
      {atons.data === undefined && atons.error === null && <p className="mgmt-note">{pl.panelForms.loading}</p>}
      {atons.data !== undefined && list.length === 0 && atons.error === null && <p className="mgmt-note">{a.empty}</p>}
      <ul className="mgmt-list" aria-label={a.listLabel}>
        {list.map((aton) => (
          <AtonTile
            key={aton.id}
            aton={aton}
            statusBusy={status.busy}
            onToggleActive={() => void run(status.mutate(aton.id), 'Failed to change aton status')}
            onRemove={() => void run(removal.mutate(aton.id), 'Failed to delete aton')}
            onChanged={() => void atons.reload()}
          />
        ))}
      </ul>
    </div>
  );
}
