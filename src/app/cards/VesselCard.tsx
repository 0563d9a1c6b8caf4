// 'DANE STATKU' (spec section 2): title is the name or MMSI; the photo
// (loaded with a 15 s timeout, 'Ładowanie zdjęcia...' meanwhile; no picture,
// a timeout, 408 or 204 are only logged); the fields with 'N/A' when
// missing. Follows the vessel's live updates. Below the fields, its past
// track's length and the track's export (tracks/TrackControls.tsx).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import type { Vessel } from '../../protocol/vessels';
import { VesselCameraList } from '../cameras/VesselCameraList';
import { pl } from '../i18n/pl';
import { liveCounts } from '../live/liveCounts';
import { resources, useResource } from '../resources';
import { TrackControls } from '../tracks/TrackControls';
import { anchorAt, DraggableCard, FieldList } from './DraggableCard';
import { vesselFields } from './cardFormat';

interface Props {
  vesselId: number;
  lookup: (id: number) => Vessel | undefined;
  onClose: () => void;
}

export function VesselCard({ vesselId, lookup, onClose }: Props) {
  // Re-render when the watched vessel's record changes.
  useSnapshot(liveCounts);
  const vessel = lookup(vesselId);
  const photo = useResource((signal) => resources.vessels.picture(vesselId, { signal }), [vesselId]);

  useEffect(() => {
    if (photo.error !== null) console.info('Vessel picture not available', photo.error);
    else if (photo.data === null) console.info('Vessel picture not available: no picture');
  }, [photo.error, photo.data]);

  if (!vessel) return null;
  const title = vessel.name || vessel.mmsi;
  return (
    <DraggableCard title={title} testId="vessel-card" anchor={anchorAt(vessel.latitude, vessel.longitude)} onClose={onClose}>
      <div className="info-card__subtitle">{pl.cards.vessel.title}</div>
      {photo.data === undefined && photo.error === null && <div className="info-card__photo-loading">{pl.cards.vessel.photoLoading}</div>}
      {photo.data && <img className="info-card__photo" src={photo.data} alt={pl.cards.vessel.photoAlt(title)} />}
      <FieldList fields={vesselFields(vessel)} />
      <TrackControls mmsi={vessel.mmsi} />
      {vessel.latitude !== null && vessel.longitude !== null && <VesselCameraList latDeg={vessel.latitude} lonDeg={vessel.longitude} />}
    </DraggableCard>
  );
}
