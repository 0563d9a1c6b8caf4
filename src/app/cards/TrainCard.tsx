// 'Dane Pociągu' / 'INFORMACJE O POCIĄGU' (spec section 2): Nazwa,
// Bocznica, Wagony ('szt.'), Opis (dash if empty); 'Ładowanie...' while
// loading and 'Nie znaleziono pociągu.' if absent.
import { useEffect, useState } from 'react';
import { SIDINGS_PATH, TRAINS_PATH, type Siding, type Train } from '../../protocol/trains';
import { pl } from '../i18n/pl';
import { api } from '../session';
import { DraggableCard, FieldList } from './DraggableCard';

type Loaded = { state: 'loading' } | { state: 'missing' } | { state: 'ready'; train: Train; siding: Siding | null };

export function TrainCard({ trainId, onClose }: { trainId: number; onClose: () => void }) {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });

  useEffect(() => {
    // The card is keyed by train id, so a new pick starts in 'loading'.
    let cancelled = false;
    (async () => {
      try {
        const train = await api<Train>(`${TRAINS_PATH}${trainId}/`);
        const siding = await api<Siding>(`${SIDINGS_PATH}${train.siding}/`).catch(() => null);
        if (!cancelled) setLoaded({ state: 'ready', train, siding });
      } catch {
        if (!cancelled) setLoaded({ state: 'missing' });
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [trainId]);

  const labels = pl.cards.train;
  return (
    <DraggableCard title={labels.title} testId="train-card" x={364} y={80} onClose={onClose}>
      <div className="info-card__subtitle">{labels.heading}</div>
      {loaded.state === 'loading' && <p>{labels.loading}</p>}
      {loaded.state === 'missing' && <p>{labels.notFound}</p>}
      {loaded.state === 'ready' && (
        <FieldList
          fields={[
            [labels.name, loaded.train.name],
            [labels.siding, loaded.siding ? `${loaded.siding.zwrotnica} (${loaded.siding.nabrzeze})` : String(loaded.train.siding)],
            [labels.wagons, labels.wagonCount(loaded.train.trolley_count)],
            [labels.description, loaded.train.description.trim() || pl.cards.dash],
          ]}
        />
      )}
    </DraggableCard>
  );
}
