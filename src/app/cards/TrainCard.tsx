// 'Dane Pociągu' / 'INFORMACJE O POCIĄGU' (spec section 2): Nazwa,
// Bocznica, Wagony ('szt.'), Opis (dash if empty); 'Ładowanie...' while
// loading and 'Nie znaleziono pociągu.' if absent ('Błąd ładowania danych'
// when it could not be read).
import type { GeoPoint } from '../../protocol/geo';
import type { Siding, Train } from '../../protocol/trains';
import { pl } from '../i18n/pl';
import { resources, useResource } from '../resources';
import { DraggableCard, FieldList } from './DraggableCard';

async function loadTrain(trainId: number, signal: AbortSignal): Promise<{ train: Train; siding: Siding | null }> {
  const train = await resources.trains.get(trainId, { signal });
  const siding = await resources.sidings.get(train.siding, { signal }).catch((error: unknown) => {
    console.info('Siding of the train not available', error);
    return null;
  });
  return { train, siding };
}

/** The card's height once loaded (four fields). */
const LOADED_HEIGHT_PX = 180;

const isNotFound = (error: unknown): boolean => (error as { status?: number } | null)?.status === 404;

export function TrainCard({ trainId, anchor, onClose }: { trainId: number; anchor: GeoPoint | null; onClose: () => void }) {
  const loaded = useResource((signal) => loadTrain(trainId, signal), [trainId]);
  const labels = pl.cards.train;
  const ready = loaded.data;
  return (
    <DraggableCard title={labels.title} testId="train-card" anchor={anchor} placedHeightPx={LOADED_HEIGHT_PX} onClose={onClose}>
      <div className="info-card__subtitle">{labels.heading}</div>
      {!ready && loaded.error === null && <p>{labels.loading}</p>}
      {!ready && loaded.error !== null && <p>{isNotFound(loaded.error) ? labels.notFound : labels.loadFailed}</p>}
      {ready && (
        <FieldList
          fields={[
            [labels.name, ready.train.name],
            [labels.siding, ready.siding ? `${ready.siding.zwrotnica} (${ready.siding.nabrzeze})` : String(ready.train.siding)],
            [labels.wagons, labels.wagonCount(ready.train.trolley_count)],
            [labels.description, ready.train.description.trim() || pl.cards.dash],
          ]}
        />
      )}
    </DraggableCard>
  );
}
