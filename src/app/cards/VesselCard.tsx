// 'DANE STATKU' (spec section 2): title is the name or MMSI; the photo
// (loaded with a 15 s timeout, 'Ładowanie zdjęcia...' meanwhile); the fields
// with 'N/A' when missing. Follows the vessel's live updates.
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { VESSELS_PATH, type Vessel } from '../../protocol/vessels';
import { pl } from '../i18n/pl';
import { liveCounts } from '../live/liveStore';
import { api } from '../session';
import { DraggableCard, FieldList } from './DraggableCard';
import { vesselFields } from './cardFormat';

/** Vessel picture timeout (spec section 9). */
export const VESSEL_PICTURE_TIMEOUT_MS = 15_000;

type Photo = { state: 'loading' } | { state: 'none' } | { state: 'ready'; src: string };

interface Props {
  vesselId: number;
  lookup: (id: number) => Vessel | undefined;
  onClose: () => void;
}

export function VesselCard({ vesselId, lookup, onClose }: Props) {
  // Re-render when vessel batches arrive (the counts change with every batch).
  useSnapshot(liveCounts);
  const vessel = lookup(vesselId);
  const [photo, setPhoto] = useState<Photo>({ state: 'loading' });

  useEffect(() => {
    // The card is keyed by vessel id, so a new pick starts in 'loading'.
    let cancelled = false;
    api<{ picture?: string } | undefined>(`${VESSELS_PATH}${vesselId}/get_vessel_picture/`, { timeout: VESSEL_PICTURE_TIMEOUT_MS })
      .then((answer) => {
        if (!cancelled) setPhoto(answer?.picture ? { state: 'ready', src: answer.picture } : { state: 'none' });
      })
      .catch((error: unknown) => {
        console.info('Vessel picture not available', error);
        if (!cancelled) setPhoto({ state: 'none' });
      });
    return () => {
      cancelled = true;
    };
  }, [vesselId]);

  if (!vessel) return null;
  return (
    <DraggableCard title={vessel.name || vessel.mmsi} testId="vessel-card" x={24} y={80} onClose={onClose}>
      <div className="info-card__subtitle">{pl.cards.vessel.title}</div>
      {photo.state === 'loading' && <div className="info-card__photo-loading">{pl.cards.vessel.photoLoading}</div>}
      {photo.state === 'ready' && <img className="info-card__photo" src={photo.src} alt={pl.cards.vessel.photoAlt(vessel.name || vessel.mmsi)} />}
      <FieldList fields={vesselFields(vessel)} />
    </DraggableCard>
  );
}
