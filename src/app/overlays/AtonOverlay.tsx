// Aton icons over the chart: appearance inactive, active or integrated
// (integrated wins); a real aid a ring, a virtual one IALA's dotted
// diamond (atonAppearance.ts); a click on one (found by the chart's pick, or Enter on
// its button) raises 'aton-info'.
import { useCallback } from 'react';
import { useSnapshot } from 'valtio';
import type { Aton } from '../../protocol/atons';
import { emitAtonInfo } from '../chart/chartEvents';
import { IconOverlay, type IconPick } from '../chart/overlay/IconOverlay';
import { pl } from '../i18n/pl';
import type { LiveStore } from '../live/liveStore';
import { useLiveList } from '../live/useLiveList';
import { liveLayers } from '../store/layers';
import { useThemeStyle } from '../theme/themeStyle';
import { atonAppearance, atonShape } from './atonAppearance';
import { ICON_STYLE_ID, ICON_THEME_CSS } from './iconColours';
import './overlays.css';

const atonKey = (a: Aton) => a.id;
/** The virtual aid's diamond (a square on its corner) and its length for the dots: one dot at every corner and mid-side (overlays.css). */
const VIRTUAL_DIAMOND = 'M0 -15 L15 0 L0 15 L-15 0 Z';
const VIRTUAL_PATH_LENGTH = 80;
const position = (a: Aton) => (typeof a.latitude === 'number' && typeof a.longitude === 'number' ? { latDeg: a.latitude, lonDeg: a.longitude } : null);
const pick = (aton: Aton): IconPick => ({ label: pl.chart.atonIcon(aton.name), act: () => emitAtonInfo(aton) });

export function AtonOverlay({ live }: { live: Pick<LiveStore, 'atons'> }) {
  useThemeStyle(ICON_STYLE_ID, ICON_THEME_CSS);
  const layers = useSnapshot(liveLayers);
  const atons = useLiveList('atons', () => live.atons);
  const render = useCallback(
    (aton: Aton) => (
      <button
        type="button"
        className={`aton-icon aton-icon--${atonAppearance(aton)} aton-icon--${atonShape(aton)}`}
        data-testid="aton-icon"
        aria-label={pl.chart.atonIcon(aton.name)}
        onClick={pick(aton).act}
      >
        {atonShape(aton) === 'virtual' ? (
          <svg viewBox="-20 -20 40 40" aria-hidden="true">
            <path d={VIRTUAL_DIAMOND} pathLength={VIRTUAL_PATH_LENGTH} className="aton-icon__dots-halo" />
            <path d={VIRTUAL_DIAMOND} pathLength={VIRTUAL_PATH_LENGTH} className="aton-icon__dots" />
          </svg>
        ) : (
          <svg viewBox="-20 -20 40 40" aria-hidden="true">
            <circle r="13" className="icon-halo-ring" />
            <circle r="13" className="aton-icon__ring" />
          </svg>
        )}
      </button>
    ),
    [],
  );
  if (!layers.atons) return null;
  return <IconOverlay className="aton-overlay" kind="aton" items={atons} position={position} itemKey={atonKey} pick={pick} render={render} />;
}
