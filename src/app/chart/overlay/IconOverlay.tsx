// HTML icons anchored to positions on the chart (atons, stations, warnings,
// cameras). React renders one element per item when the items change; the
// positions follow the view straight in the DOM once per drawn frame (no
// React render while panning), from positions projected once per list
// (chart anchors); a short pan moves their common parent instead
// (panShift.ts). At most 100 are shown, none above the range threshold
// (overlayPool.ts), scaled with the zoom. The icons take no pointer input:
// the wheel, a drag and a pinch over them move the chart, and the chart
// finds them under a click through the hit source registered here (one
// icon alone acts as clicked; with others, the pick list offers them).
// Their buttons stay reachable by keyboard.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { GeoPoint } from '../../../wasm/core';
import { useChart, type ChartViewInfo, type IconHit } from '../chartHandle';
import { ICON_HIDE_RANGE_NM, ICON_SIZE_PX, anchorsOf, iconPlacements, iconScale } from './overlayPool';
import { PanShift } from './panShift';
import './iconOverlay.css';
import './overlayPan.css';

/** What a click on an icon does, and what the pick list calls it. */
export interface IconPick {
  label: string;
  act(): void;
}

interface Props<T> {
  items: readonly T[];
  position: (item: T) => GeoPoint | null;
  itemKey: (item: T) => string | number;
  /** The kind of icon (the hits' keys: '<kind>:<item key>'). */
  kind: string;
  pick: (item: T) => IconPick;
  render: (item: T) => ReactNode;
  className: string;
  /** Scale the icons with the zoom (0.2..0.8); default true. */
  scaled?: boolean;
  /** Hidden while the displayed range exceeds this, NM. */
  hideAboveRangeNm?: number;
}

const viewOf = (info: ChartViewInfo) => ({ widthPx: info.view.widthPx, heightPx: info.view.heightPx, rangeNm: info.rangeNm });

export function IconOverlay<T>({ items, position, itemKey, kind, pick, render, className, scaled = true, hideAboveRangeNm = ICON_HIDE_RANGE_NM }: Props<T>) {
  const chart = useChart();
  /** The items' elements by key. */
  const slots = useRef(new Map<string | number, HTMLDivElement>());
  const pan = useRef<HTMLDivElement>(null);
  const anchors = useMemo(() => (chart ? anchorsOf(items, position, chart.anchor) : []), [chart, items, position]);

  useEffect(() => {
    if (!chart) return;
    const shift = new PanShift();
    const place = (info: ChartViewInfo) => {
      if (shift.follow(info.view, pan.current)) return;
      const shown = iconPlacements(anchors, chart.anchorsToScreen(info.view), viewOf(info), hideAboveRangeNm);
      const scale = scaled ? ` scale(${iconScale(info.rangeNm)})` : '';
      const visible = new Set<HTMLDivElement>();
      for (const { index, xPx, yPx } of shown) {
        const el = slots.current.get(itemKey(items[index] as T));
        if (!el) continue;
        visible.add(el);
        el.style.display = '';
        el.style.transform = `translate(${xPx}px, ${yPx}px) translate(-50%, -50%)${scale}`;
      }
      for (const el of slots.current.values()) if (!visible.has(el)) el.style.display = 'none';
    };
    place(chart.viewInfo());
    return chart.onViewChange(place);
  }, [chart, items, anchors, itemKey, scaled, hideAboveRangeNm]);

  useEffect(() => {
    if (!chart) return;
    return chart.addIconSource({
      hits: (xPx, yPx, tolerancePx) => {
        const info = chart.viewInfo();
        const radiusPx = (ICON_SIZE_PX / 2) * (scaled ? iconScale(info.rangeNm) : 1);
        const hits: IconHit[] = [];
        for (const shown of iconPlacements(anchors, chart.anchorsToScreen(info.view), viewOf(info), hideAboveRangeNm)) {
          const centreDistancePx = Math.hypot(shown.xPx - xPx, shown.yPx - yPx);
          const distancePx = Math.max(0, centreDistancePx - radiusPx);
          const item = items[shown.index];
          if (distancePx > tolerancePx || item === undefined) continue;
          // What is not seen is not picked (an overlay hidden by its style).
          const el = slots.current.get(itemKey(item));
          if (el && !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
          const { label, act } = pick(item);
          hits.push({ key: `${kind}:${itemKey(item)}`, label, distancePx, centreDistancePx, act });
        }
        return hits;
      },
    });
  }, [chart, items, anchors, itemKey, kind, pick, scaled, hideAboveRangeNm]);

  if (!chart) return null;
  return (
    <div className={`icon-overlay ${className}`}>
      <div className="overlay-pan" ref={pan}>
        {items.map((item) => {
          const key = itemKey(item);
          return (
            <div
              key={key}
              className="icon-overlay__slot"
              style={{ display: 'none' }}
              ref={(el) => {
                if (el) slots.current.set(key, el);
                else slots.current.delete(key);
              }}
            >
              {render(item)}
            </div>
          );
        })}
      </div>
    </div>
  );
}
