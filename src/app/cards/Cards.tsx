// The open info cards: listens to `object-picked` (trains first, then
// vessels), `aton-info`, `station-info` and `navwarn-info`, and shows the
// matching cards, each opening next to its object (a new object of the
// same kind opens its card afresh, next to it).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Aton } from '../../protocol/atons';
import type { NavWarning, Station } from '../../protocol/streams';
import { liveStore, pickRouter } from '../live';
import { ATON_INFO_EVENT, NAVWARN_INFO_EVENT, OBJECT_PICKED_EVENT, STATION_INFO_EVENT, onChartEvent } from '../chart/chartEvents';
import { closeNavWarning, closeStation, pickNavWarning, pickStation, selectAton, selection } from '../store/selection';
import { AtonCard } from './AtonCard';
import { anchorAt } from './DraggableCard';
import { NavWarningCard } from './NavWarningCard';
import { StationCard } from './StationCard';
import { TrainCard } from './TrainCard';
import { VesselCard } from './VesselCard';

const stationsOfStream = () => liveStore.stations;
const trainAnchor = (id: number) => {
  const at = liveStore.train(id)?.siding_position;
  return anchorAt(at?.latitude, at?.longitude);
};

export function Cards() {
  const selected = useSnapshot(selection);

  useEffect(() => {
    const onPicked = (event: Event) => pickRouter.pick(String((event as CustomEvent<string>).detail));
    const onAton = (event: Event) => selectAton((event as CustomEvent<Aton>).detail);
    window.addEventListener(OBJECT_PICKED_EVENT, onPicked);
    window.addEventListener(ATON_INFO_EVENT, onAton);
    const offStation = onChartEvent<Station>(STATION_INFO_EVENT, pickStation);
    const offWarning = onChartEvent<NavWarning>(NAVWARN_INFO_EVENT, pickNavWarning);
    return () => {
      window.removeEventListener(OBJECT_PICKED_EVENT, onPicked);
      window.removeEventListener(ATON_INFO_EVENT, onAton);
      offStation();
      offWarning();
      pickRouter.closeVessel();
    };
  }, []);

  return (
    <div className="cards-layer">
      {selected.vesselId !== null && (
        <VesselCard key={selected.vesselId} vesselId={selected.vesselId} lookup={(id) => liveStore.vessels.get(id)} onClose={() => pickRouter.closeVessel()} />
      )}
      {selected.trainId !== null && (
        <TrainCard key={selected.trainId} trainId={selected.trainId} anchor={trainAnchor(selected.trainId)} onClose={() => pickRouter.closeTrain()} />
      )}
      {selected.aton !== null && <AtonCard key={selected.aton.id} aton={selected.aton as Aton} onClose={() => pickRouter.closeAton()} />}
      {selected.station !== null && (
        <StationCard
          key={selected.station.station.name}
          picked={selected.station.station as Station}
          pick={selected.station.pick}
          stations={stationsOfStream}
          onClose={closeStation}
        />
      )}
      {selected.navWarning !== null && (
        <NavWarningCard key={selected.navWarning.id} warning={selected.navWarning as NavWarning} onClose={closeNavWarning} />
      )}
    </div>
  );
}
