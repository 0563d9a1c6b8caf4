// Weather station icons over the chart (the stations stream; every batch
// replaces the list): an arrow shows where the wind blows; a click (found
// by the chart's pick, or Enter on its button) raises 'station-info' (the
// card 'DANE STACJI' opens).
import { useCallback } from 'react';
import type { Station } from '../../protocol/streams';
import { emitStationInfo } from '../chart/chartEvents';
import { IconOverlay, type IconPick } from '../chart/overlay/IconOverlay';
import { pl } from '../i18n/pl';
import type { LiveStore } from '../live/liveStore';
import { useLiveList } from '../live/useLiveList';
import { useThemeStyle } from '../theme/themeStyle';
import { ICON_STYLE_ID, ICON_THEME_CSS } from './iconColours';
import './overlays.css';

const stationKey = (s: Station) => s.name;
const position = (s: Station) =>
  typeof s.latitude === 'number' && typeof s.longitude === 'number' && Number.isFinite(s.latitude) && Number.isFinite(s.longitude)
    ? { latDeg: s.latitude, lonDeg: s.longitude }
    : null;
const pick = (station: Station): IconPick => ({ label: pl.overlayIcons.station(station.station_name), act: () => emitStationInfo(station) });

export function StationOverlay({ live }: { live: Pick<LiveStore, 'stations'> }) {
  useThemeStyle(ICON_STYLE_ID, ICON_THEME_CSS);
  const stations = useLiveList('stations', () => live.stations);
  const render = useCallback(
    (station: Station) => (
      <button
        type="button"
        className="station-icon"
        data-testid="station-icon"
        aria-label={pl.overlayIcons.station(station.station_name)}
        title={pl.overlayIcons.station(station.station_name)}
        onClick={pick(station).act}
      >
        <svg viewBox="-20 -20 40 40" aria-hidden="true">
          <circle r="11" className="icon-halo-ring" />
          <circle r="11" className="station-icon__ring" />
          {typeof station.wind_direction === 'number' && Number.isFinite(station.wind_direction) && (
            // Wind comes from wind_direction: the arrow, outside the ring, points where it blows.
            <path d="M0 -19.5 L5.5 -12 L-5.5 -12 Z" className="station-icon__arrow" transform={`rotate(${(station.wind_direction + 180) % 360})`} />
          )}
        </svg>
      </button>
    ),
    [],
  );
  return <IconOverlay className="station-overlay" kind="station" items={stations} position={position} itemKey={stationKey} pick={pick} render={render} />;
}
