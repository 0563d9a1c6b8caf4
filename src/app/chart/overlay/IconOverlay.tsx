// HTML icons anchored to positions on the chart (atons now; stations,
// warnings, cameras and labels later). React renders one element per item
// when the items change; the positions follow the view straight in the DOM
// once per drawn frame (no React render while panning), from positions
// projected once per list (chart anchors); a short pan moves their common
// parent instead (panShift.ts). At most 100 are shown (overlayPool.ts),
// scaled with the zoom.
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import type { GeoPoint } from '../../../wasm/core';
import { useChart, type ChartViewInfo } from '../chartHandle';
import { anchorsOf, iconScale, overlayPlacements } from './overlayPool';
import { PanShift } from './panShift';
import './iconOverlay.css';
import './overlayPan.css';

interface Props<T> {
  items: readonly T[];
  position: (item: T) => GeoPoint | null;
  itemKey: (item: T) => string | number;
  render: (item: T) => ReactNode;
  className: string;
  /** Scale the icons with the zoom (0.2..0.8); default true. */
  scaled?: boolean;
}

export function IconOverlay<T>({ items, position, itemKey, render, className, scaled = true }: Props<T>) {
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
      const shown = overlayPlacements(anchors, (a) => a, chart.anchorsToScreen(info.view), info.view.widthPx, info.view.heightPx);
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
  }, [chart, items, anchors, itemKey, scaled]);

  if (!chart) return null;
  return (
    <div className={className}>
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
