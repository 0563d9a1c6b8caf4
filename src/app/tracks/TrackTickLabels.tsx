// The time labels of the selected vessel's track ('HH:MM' beside its ticks,
// tickLabels.ts) over the chart, in the overlay labels' look (the theme's
// label colours, overlays/labelColours.ts). One element per tick, rendered
// when the track changes; which are shown and where is decided once per
// drawn frame straight in the DOM from the ticks' positions projected once
// per track (chart anchors), like the tools' labels (overlays/
// LabelOverlay.tsx: at most 100, none above 1000 NM; a short pan moves
// their common parent). Purely visual (aria-hidden) and never takes pointer
// input: the chart under them stays clickable. Gone with the track (the
// card closed, signing out); in a replay they follow the replayed track.
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import type { GeoPoint } from '../../protocol/geo';
import { useChart, type ChartViewInfo } from '../chart/chartHandle';
import { labelPlacements, labelTransform } from '../chart/overlay/labelPlacement';
import { PanShift } from '../chart/overlay/panShift';
import '../chart/overlay/overlayPan.css';
import { LABEL_STYLE_ID, LABEL_THEME_CSS } from '../overlays/labelColours';
import '../overlays/labels.css';
import { useThemeStyle } from '../theme/themeStyle';
import { tickLabelLayout, tickMarks, type TickMark, type TickOnScreen } from './tickLabels';
import { trackShown } from './trackState';

const NO_OFFSET = [0, 0] as const;

export function TrackTickLabels() {
  useThemeStyle(LABEL_STYLE_ID, LABEL_THEME_CSS);
  const { track } = useSnapshot(trackShown);
  const marks = useMemo(() => tickMarks(track), [track]);
  const end = useMemo(() => {
    const last = track?.points[track.points.length - 1];
    return last ? { latDeg: last[1], lonDeg: last[2] } : null;
  }, [track]);
  return marks.length === 0 || !track ? null : <Labels marks={marks} tickEveryMs={track.tickEveryMs} end={end} />;
}

/** `end`: the track's last point (the vessel), kept clear of labels. */
function Labels({ marks, tickEveryMs, end }: { marks: readonly TickMark[]; tickEveryMs: number; end: GeoPoint | null }) {
  const chart = useChart();
  const slots = useRef(new Map<number, HTMLDivElement>());
  const pan = useRef<HTMLDivElement>(null);
  const anchors = useMemo(
    () => (chart ? marks.map((m) => ({ tMs: m.tMs, at: chart.anchor(m.at), from: chart.anchor(m.along[0]), to: chart.anchor(m.along[1]) })) : []),
    [chart, marks],
  );
  const endAnchor = useMemo(() => (chart && end ? chart.anchor(end) : null), [chart, end]);

  useEffect(() => {
    if (!chart) return;
    const shift = new PanShift();
    const place = (info: ChartViewInfo) => {
      if (shift.follow(info.view, pan.current)) return;
      const toScreen = chart.anchorsToScreen(info.view);
      const ticks: TickOnScreen[] = anchors.map((a) => {
        const at = toScreen(a.at);
        const from = toScreen(a.from);
        const to = toScreen(a.to);
        return { tMs: a.tMs, xPx: at.xPx, yPx: at.yPx, dirXPx: to.xPx - from.xPx, dirYPx: to.yPx - from.yPx };
      });
      const layout = tickLabelLayout(ticks, tickEveryMs, endAnchor && toScreen(endAnchor));
      const view = { widthPx: info.view.widthPx, heightPx: info.view.heightPx, rangeNm: info.rangeNm };
      const visible = new Set<HTMLDivElement>();
      for (const { index, xPx, yPx } of labelPlacements(layout, (l) => l, (l) => l, view)) {
        const tick = ticks[layout[index]?.index ?? -1];
        const el = tick && slots.current.get(tick.tMs);
        if (!el) continue;
        visible.add(el);
        el.style.display = '';
        el.style.transform = labelTransform(xPx, yPx, NO_OFFSET);
      }
      for (const el of slots.current.values()) if (!visible.has(el)) el.style.display = 'none';
    };
    place(chart.viewInfo());
    return chart.onViewChange(place);
  }, [chart, anchors, endAnchor, tickEveryMs]);

  if (!chart) return null;
  return (
    <div className="label-overlay track-tick-labels" aria-hidden="true">
      <div className="overlay-pan" ref={pan}>
        {marks.map((mark) => (
          <div
            key={mark.tMs}
            className="overlay-label"
            data-testid="track-tick-label"
            data-t={mark.tMs}
            style={{ display: 'none' }}
            ref={(el) => {
              if (el) slots.current.set(mark.tMs, el);
              else slots.current.delete(mark.tMs);
            }}
          >
            {mark.text}
          </div>
        ))}
      </div>
    </div>
  );
}
