// Aton icons as HTML overlays over the canvas (not in the pick pass): a
// pool of at most 100, hidden off-screen, scaled with the zoom; a click
// raises 'aton-info'.
import { useSnapshot } from 'valtio';
import { projectMercator } from '../../wasm/core';
import { liveStore } from '../live';
import { emitAtonInfo } from '../live/selection';
import { liveLayers } from '../store/layers';
import { pl } from '../i18n/pl';
import type { ChartSnapshot } from './chartController';
import { iconScale, overlayItems } from './overlayPool';
import { mercatorToScreen } from './viewMath';

export function AtonOverlay({ snapshot }: { snapshot: ChartSnapshot }) {
  const layers = useSnapshot(liveLayers);
  if (!layers.atons) return null;
  const { view } = snapshot;
  const items = overlayItems(
    liveStore.atons,
    (latDeg, lonDeg) => mercatorToScreen(view, projectMercator({ latDeg, lonDeg })),
    view.widthPx,
    view.heightPx,
  );
  const scale = iconScale(snapshot.rangeNm);
  return (
    <div className="aton-overlay">
      {items.map((it) => (
        <button
          key={it.slot}
          type="button"
          className={`aton-icon aton-icon--${it.appearance}`}
          data-testid="aton-icon"
          aria-label={pl.chart.atonIcon(it.aton.name)}
          style={{ transform: `translate(${it.xPx}px, ${it.yPx}px) translate(-50%, -50%) scale(${scale})` }}
          onClick={() => emitAtonInfo(it.aton)}
        />
      ))}
    </div>
  );
}
