// 'DANE STACJI' (spec section 2): the picked weather station's fields,
// following the stations stream while open (every batch replaces the list:
// the card re-reads its station by name); fields with an empty, 'N/A' or
// 'null' value are hidden. Wind speed, water level and water temperature
// link to the weather host's history image when one exists (looked up again
// on every pick; lookup failures ignored), opened in the image viewer.
import { useState } from 'react';
import type { Station } from '../../protocol/streams';
import { WEATHER_IMAGE_KINDS } from '../../protocol/weatherImages';
import { pl } from '../i18n/pl';
import { useLiveList } from '../live/useLiveList';
import { resources, useResource } from '../resources';
import { findStationImages } from '../resources/weather';
import { anchorAt, DraggableCard } from './DraggableCard';
import { ImageViewer } from './ImageViewer';
import { stationFields, type StationField } from './stationFields';

interface Props {
  picked: Station;
  /** Which pick this is: the images are looked up again on each. */
  pick: number;
  /** The stream's current stations. */
  stations: () => readonly Station[];
  onClose: () => void;
}

interface Viewing {
  url: string;
  label: string;
}

export function StationCard({ picked, pick, stations, onClose }: Props) {
  // Every stations batch replaces the list: the station is read again then.
  const station = useLiveList('stations', () => stations().find((s) => s.name === picked.name) ?? picked);
  const images = useResource((signal) => findStationImages(resources.weather, picked.name, WEATHER_IMAGE_KINDS, { signal }), [picked.name, pick]);
  const [viewing, setViewing] = useState<Viewing | null>(null);
  const [viewedPick, setViewedPick] = useState(pick);
  if (viewedPick !== pick) {
    // A new pick closes the viewer of the previous one.
    setViewedPick(pick);
    setViewing(null);
  }

  const value = (field: StationField) => {
    const url = field.image ? images.data?.[field.image] : undefined;
    if (!url) return field.value;
    return (
      <a
        className="info-card__link"
        href={url}
        title={pl.cards.station.imageLink(field.label)}
        data-testid={`station-link-${field.key}`}
        onClick={(event) => {
          event.preventDefault();
          setViewing({ url, label: field.label });
        }}
      >
        {field.value}
      </a>
    );
  };

  return (
    <>
      <DraggableCard title={pl.cards.station.title} testId="station-card" anchor={anchorAt(picked.latitude, picked.longitude)} onClose={onClose}>
        <dl className="info-card__fields">
          {stationFields(station).map((field) => (
            <div key={field.key} className="info-card__field" data-testid={`station-field-${field.key}`}>
              <dt>{field.label}</dt>
              <dd>{value(field)}</dd>
            </div>
          ))}
        </dl>
      </DraggableCard>
      {viewing && <ImageViewer url={viewing.url} title={pl.cards.imageViewer.title(viewing.label, station.station_name)} alt={pl.cards.imageViewer.alt(viewing.label, station.station_name)} onClose={() => setViewing(null)} />}
    </>
  );
}
