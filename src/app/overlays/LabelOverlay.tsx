// The tools' overlay labels (store/labels.ts): one element per label,
// rendered when the labels change; positions (projected once per label
// list) written straight into the DOM once per drawn frame (no React
// render while panning; a short pan moves their common parent instead:
// chart/overlay/panShift.ts), by the rules of chart/overlay/labelPlacement.ts.
// Labels never take pointer input: a click on one reaches the chart under
// it.
import { useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { useChart, type ChartViewInfo } from '../chart/chartHandle';
import { labelPlacements, labelTransform } from '../chart/overlay/labelPlacement';
import { anchorsOf } from '../chart/overlay/overlayPool';
import { PanShift } from '../chart/overlay/panShift';
import '../chart/overlay/overlayPan.css';
import { overlayLabels, type OverlayLabel } from '../store/labels';
import { useThemeStyle } from '../theme/themeStyle';
import { LABEL_STYLE_ID, LABEL_THEME_CSS } from './labelColours';
import './labels.css';

interface Placed extends OverlayLabel {
  id: string;
}

const position = (l: Placed) => l.at;

export function LabelOverlay() {
  useThemeStyle(LABEL_STYLE_ID, LABEL_THEME_CSS);
  const snap = useSnapshot(overlayLabels);
  const labels = useMemo<Placed[]>(
    () => Object.entries(snap.byOwner).flatMap(([owner, list]) => list.map((l) => ({ ...l, id: `${owner}:${l.key}` }))),
    [snap],
  );
  return labels.length === 0 ? null : <Labels labels={labels} />;
}

function Labels({ labels }: { labels: readonly Placed[] }) {
  const chart = useChart();
  const slots = useRef(new Map<string, HTMLDivElement>());
  const pan = useRef<HTMLDivElement>(null);
  const anchors = useMemo(() => (chart ? anchorsOf(labels, position, chart.anchor) : []), [chart, labels]);

  useEffect(() => {
    if (!chart) return;
    const shift = new PanShift();
    const place = (info: ChartViewInfo) => {
      if (shift.follow(info.view, pan.current)) return;
      const view = { widthPx: info.view.widthPx, heightPx: info.view.heightPx, rangeNm: info.rangeNm };
      const visible = new Set<HTMLDivElement>();
      for (const { index, xPx, yPx } of labelPlacements(anchors, (a) => a, chart.anchorsToScreen(info.view), view)) {
        const label = labels[index];
        if (!label) continue;
        const el = slots.current.get(label.id);
        if (!el) continue;
        visible.add(el);
        el.style.display = '';
        el.style.transform = labelTransform(xPx, yPx, label.offsetPx);
      }
      for (const el of slots.current.values()) if (!visible.has(el)) el.style.display = 'none';
    };
    place(chart.viewInfo());
    return chart.onViewChange(place);
  }, [chart, labels, anchors]);

  if (!chart) return null;
  return (
    <div className="label-overlay" data-testid="label-overlay">
      <div className="overlay-pan" ref={pan}>
        {labels.map((label) => (
          <div
            key={label.id}
            className={`overlay-label overlay-label--${label.tone}`}
            data-testid={`overlay-label-${label.tone}`}
            style={{ display: 'none' }}
            ref={(el) => {
              if (el) slots.current.set(label.id, el);
              else slots.current.delete(label.id);
            }}
          >
            {label.lines.map((line, i) => (
              <div key={i}>{line}</div>
            ))}
          </div>
        ))}
      </div>
    </div>
  );
}
