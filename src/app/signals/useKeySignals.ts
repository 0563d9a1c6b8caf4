// Runs the key signals while signed in: key presses into the signal queue;
// each signal broadcast, offered to the chart's tools, and checked against
// the key triggers (tools/keyTriggers.ts).
import { useEffect } from 'react';
import type { ChartHandle } from '../chart/chartHandle';
import { triggerForSignal } from '../tools/keyTriggers';
import { bindKeySignals, broadcastSignal, signals } from './keySignals';

export function useKeySignals(chart: ChartHandle | null, enabled: boolean): void {
  useEffect(() => {
    if (!chart || !enabled) return;
    const unbind = bindKeySignals(signals);
    const off = signals.on((signal) => {
      broadcastSignal(signal);
      if (chart.key(signal)) return;
      triggerForSignal(signal)?.();
    });
    return () => {
      unbind();
      off();
      signals.clear();
    };
  }, [chart, enabled]);
}
