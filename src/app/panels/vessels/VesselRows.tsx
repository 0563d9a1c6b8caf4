// The vessels list's rows, virtualised (@tanstack/react-virtual): only the
// rows in view (and a few around) are in the DOM, so 20,000 vessels scroll
// like 20. A row: MMSI, name, type, speed, course, age of the last report,
// and the go-to button. The rows in the DOM are slots reused as the list
// scrolls (keyed by the row's index modulo the rows rendered: a contiguous
// range, so the keys are distinct): a scroll rewrites their texts instead
// of unmounting and mounting every row with its button and icon.
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useRef, useState } from 'react';
import { pl } from '../../i18n/pl';
import { TargetIcon } from '../common/icons';
import type { VesselListTable } from './vesselListTable';
import { ageText, courseText, speedText, typeText } from './vesselFormat';

export const VESSEL_ROW_PX = 28;
/** How often the ages of the rows in view are written again. */
const AGE_TICK_MS = 1000;

interface Props {
  table: VesselListTable;
  order: Uint32Array;
  /** Tells which query the rows answer (benchmarks read it). */
  querySeq: number;
  onGoTo: (row: number) => void;
}

/** Memoised: a render of the panel (the input's value) renders the rows again only with a new order or table. */
export const VesselRows = memo(function VesselRows({ table, order, querySeq, onGoTo }: Props) {
  const scroller = useRef<HTMLDivElement>(null);
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNowMs(Date.now()), AGE_TICK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const virtualizer = useVirtualizer({ count: order.length, getScrollElement: () => scroller.current, estimateSize: () => VESSEL_ROW_PX, overscan: 10 });
  useEffect(() => {
    virtualizer.scrollToOffset(0);
  }, [querySeq, virtualizer]);
  const v = pl.vesselsPanel;
  const items = virtualizer.getVirtualItems();
  return (
    <div className="vessel-rows" ref={scroller} data-testid="vessel-rows" data-query={querySeq} role="rowgroup">
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {items.map((item) => {
          const row = order[item.index] as number;
          const name = table.names[row] || v.unnamed;
          const lat = table.latDeg[row] as number;
          const lon = table.lonDeg[row] as number;
          const placed = Number.isFinite(lat) && Number.isFinite(lon);
          return (
            <div key={item.index % items.length} className="vessel-row" role="row" aria-rowindex={item.index + 2} style={{ transform: `translateY(${item.start}px)`, height: VESSEL_ROW_PX }}>
              <span role="cell" className="vessel-cell--mono">{table.mmsi[row]}</span>
              <span role="cell" className="vessel-cell--name" title={name}>{name}</span>
              <span role="cell">{typeText(table.vesselType[row] as number)}</span>
              <span role="cell" className="vessel-cell--num">{speedText(table.speedKn[row] as number)}</span>
              <span role="cell" className="vessel-cell--num">{courseText(table.courseDeg[row] as number)}</span>
              <span role="cell" className="vessel-cell--num">{ageText(table.reportedAtMs[row] as number, nowMs)}</span>
              <span role="cell">
                <button
                  type="button"
                  className="vessel-goto"
                  aria-label={v.goTo(name === v.unnamed ? (table.mmsi[row] as string) : name)}
                  title={placed ? v.goToTitle : v.noPosition}
                  disabled={!placed}
                  onClick={() => onGoTo(row)}
                >
                  <TargetIcon />
                </button>
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
});
