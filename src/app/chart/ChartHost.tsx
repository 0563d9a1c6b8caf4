// Owns the chart's full-screen canvas, starts the chart on it and provides
// the chart's handle to everything inside (panels, tools, overlays, the
// status bar) through React context.
import { startTransition, useEffect, useRef, useState, type ReactNode } from 'react';
import { pl } from '../i18n/pl';
import { ChartContext, type ChartHandle } from './chartHandle';
import { startChart, type ChartOptions } from './startChart';
import './chart.css';

export function ChartHost({ options, children }: { options: ChartOptions; children?: ReactNode }) {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [handle, setHandle] = useState<ChartHandle | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // The chart starts once; later option objects are not re-read.
  const optionsRef = useRef(options);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    try {
      const started = startChart(canvas, optionsRef.current);
      // Everything that reaches the chart renders again with its handle: in slices, not in the task that started the chart.
      startTransition(() => setHandle(started.handle));
      return () => {
        started.stop();
        setHandle(null);
      };
    } catch (error) {
      console.error(error);
      const message = error instanceof Error ? error.message : String(error);
      startTransition(() => setFailure(message));
      return undefined;
    }
  }, []);

  return (
    <>
      <canvas ref={canvasRef} className="chart-canvas" data-testid="chart-canvas" aria-label={pl.chart.canvasLabel} />
      {failure !== null && (
        <div className="chart-failure" role="alert">
          {failure}
        </div>
      )}
      <ChartContext.Provider value={handle}>{children}</ChartContext.Provider>
    </>
  );
}
