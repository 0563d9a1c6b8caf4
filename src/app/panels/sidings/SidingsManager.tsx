// The sidings manager ('Bocznice', spec section 2) inside the trains
// panel: a close button and an Add/Cancel toggle; the sidings as tiles
// (zwrotnica, quay, track length in m) with edit and delete; it switches
// between the list, the add form and an edit form. Delete asks 'Na pewno
// usunąć bocznicę?'; a refused delete (409: trains stand on it) shows
// 'Nie udało się usunąć bocznicy.' with the server's reason.
import { useState } from 'react';
import type { Siding } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';
import { resources, useMutation } from '../../resources';
import type { Resource } from '../../resources/useResource';
import { Alert } from '../common/Alert';
import { SidingForm } from './SidingForm';
import { SidingTile } from './SidingTile';

type View = { kind: 'list' } | { kind: 'add' } | { kind: 'edit'; siding: Siding };

interface Props {
  sidings: Resource<Siding[]>;
  onClose: () => void;
  confirm: (text: string) => Promise<boolean>;
}

export function SidingsManager({ sidings, onClose, confirm }: Props) {
  const [view, setView] = useState<View>({ kind: 'list' });
  const removal = useMutation((id: number) => resources.sidings.remove(id));
  const s = pl.sidingsPanel;
  const saved = () => {
    setView({ kind: 'list' });
    void sidings.reload();
  };
  const remove = async (siding: Siding) => {
    if (!(await confirm(s.confirmDelete))) return;
    try {
      await removal.mutate(siding.id);
      await sidings.reload();
    } catch (error) {
      console.error('Failed to delete siding', error);
    }
  };

  return (
    <section className="mgmt-sub" aria-label={s.title} data-testid="sidings-manager">
      <header className="mgmt-sub__header">
        <h3>{s.title}</h3>
        <div className="mgmt-toolbar">
          <button type="button" aria-pressed={view.kind === 'add'} onClick={() => setView(view.kind === 'add' ? { kind: 'list' } : { kind: 'add' })}>
            {view.kind === 'add' ? pl.panelForms.cancel : pl.panelForms.add}
          </button>
          <button type="button" onClick={onClose}>
            {pl.panelForms.close}
          </button>
        </div>
      </header>
      {view.kind === 'add' && <SidingForm key="add" mode="create" onSaved={saved} onCancel={() => setView({ kind: 'list' })} />}
      {view.kind === 'edit' && <SidingForm key={view.siding.id} mode="edit" siding={view.siding} onSaved={saved} onCancel={() => setView({ kind: 'list' })} />}
      {view.kind === 'list' && (
        <>
          {sidings.error !== null && <Alert message={s.loadFailed} />}
          {removal.error !== null && <Alert message={s.deleteFailed} error={removal.error} testId="siding-delete-error" />}
          {sidings.data === undefined && sidings.error === null && <p className="mgmt-note">{pl.panelForms.loading}</p>}
          {sidings.data?.length === 0 && sidings.error === null && <p className="mgmt-note">{s.empty}</p>}
          <ul className="mgmt-list" aria-label={s.listLabel}>
            {(sidings.error ? [] : (sidings.data ?? [])).map((siding) => (
              <SidingTile
                key={siding.id}
                siding={siding}
                onEdit={() => {
                  removal.reset();
                  setView({ kind: 'edit', siding });
                }}
                onRemove={() => void remove(siding)}
              />
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
