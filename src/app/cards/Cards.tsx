// The open info cards: listens to `object-picked` (trains first, then
// vessels) and `aton-info`, and shows the matching cards.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Aton } from '../../protocol/atons';
import { liveStore, pickRouter } from '../live';
import { ATON_INFO_EVENT, OBJECT_PICKED_EVENT } from '../chart/chartEvents';
import { selection } from '../store/selection';
import { AtonCard } from './AtonCard';
import { TrainCard } from './TrainCard';
import { VesselCard } from './VesselCard';

export function Cards() {
  const selected = useSnapshot(selection);

  useEffect(() => {
    const onPicked = (event: Event) => pickRouter.pick(String((event as CustomEvent<string>).detail));
    const onAton = (event: Event) => {
      selection.aton = (event as CustomEvent<Aton>).detail;
    };
    window.addEventListener(OBJECT_PICKED_EVENT, onPicked);
    window.addEventListener(ATON_INFO_EVENT, onAton);
    return () => {
      window.removeEventListener(OBJECT_PICKED_EVENT, onPicked);
      window.removeEventListener(ATON_INFO_EVENT, onAton);
      pickRouter.closeVessel();
    };
  }, []);

  return (
    <div className="cards-layer">
      {selected.vesselId !== null && (
        <VesselCard key={selected.vesselId} vesselId={selected.vesselId} lookup={(id) => liveStore.vessels.get(id)} onClose={() => pickRouter.closeVessel()} />
      )}
      {selected.trainId !== null && <TrainCard key={selected.trainId} trainId={selected.trainId} onClose={() => pickRouter.closeTrain()} />}
      {selected.aton !== null && <AtonCard aton={selected.aton as Aton} onClose={() => pickRouter.closeAton()} />}
    </div>
  );
}
