// One train in the trains panel: name and wagon count with details, edit
// and delete; details ('Szczegóły pociągu') and the edit form open inline.
import { useState } from 'react';
import type { Siding, Train } from '../../../protocol/trains';
import { pl } from '../../i18n/pl';
import type { Resource } from '../../resources/useResource';
import { TrainDetails } from './TrainDetails';
import { TrainForm } from './TrainForm';

interface Props {
  train: Train;
  siding: Siding | undefined;
  sidings: Resource<Siding[]>;
  onChanged: () => void;
  onRemove: () => void;
}

export function TrainTile({ train, siding, sidings, onChanged, onRemove }: Props) {
  const [open, setOpen] = useState<'details' | 'edit' | null>(null);
  const t = pl.trainsPanel;
  return (
    <li className="mgmt-tile" data-testid="train-tile">
      <div className="mgmt-tile__row">
        <div className="mgmt-tile__text">
          <div className="mgmt-tile__title">{train.name}</div>
          <div className="mgmt-tile__sub">{t.wagons(train.trolley_count)}</div>
        </div>
        <div className="mgmt-tile__actions">
          <button type="button" aria-label={t.detailsOf(train.name)} title={pl.panelForms.details} aria-pressed={open === 'details'} onClick={() => setOpen(open === 'details' ? null : 'details')}>
            {pl.panelForms.details}
          </button>
          <button type="button" aria-label={t.editOf(train.name)} title={pl.panelForms.edit} aria-pressed={open === 'edit'} onClick={() => setOpen(open === 'edit' ? null : 'edit')}>
            {pl.panelForms.edit}
          </button>
          <button type="button" className="button--danger" aria-label={t.removeOf(train.name)} title={pl.panelForms.remove} onClick={onRemove}>
            {pl.panelForms.remove}
          </button>
        </div>
      </div>
      {open === 'details' && <TrainDetails train={train} siding={siding} onClose={() => setOpen(null)} />}
      {open === 'edit' && (
        <TrainForm
          mode="edit"
          train={train}
          sidings={sidings}
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
