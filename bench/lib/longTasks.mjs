// The page's own long tasks while `run` runs: the Long Tasks API (every
// main-thread task over 50 ms, as the browser reports it to the page, the
// measure a web page's field monitoring uses), without a trace. A Chromium
// trace's own events cost the traced main thread time, multiplied by a
// throttled CPU: in the 4x throttled attach of the chart set bench, 2 of 8
// traced runs had a task over 50 ms against 0 of 8 untraced ones in the
// same hour. Traces (longTaskTrace.mjs) stay the tool to see what a task
// was made of.
/* global window -- page.evaluate bodies run in the browser */

const REPORT_WAIT_MS = 200;

/** Resolves to { result, over50, longestMs }: the tasks over 50 ms and the longest of them (0 when none). */
export async function watchLongTasks(page, run) {
  await page.evaluate(() => {
    const durations = [];
    const observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) durations.push(e.duration);
    });
    observer.observe({ type: 'longtask' });
    window.__benchLongTasks = { observer, durations };
  });
  const result = await run();
  // The browser reports a long task after it ends, in a task of its own: a moment for the last one.
  const durations = await page.evaluate(
    (waitMs) =>
      new Promise((resolve) =>
        setTimeout(() => {
          const { observer, durations: seen } = window.__benchLongTasks;
          for (const e of observer.takeRecords()) seen.push(e.duration);
          observer.disconnect();
          resolve(seen);
        }, waitMs),
      ),
    REPORT_WAIT_MS,
  );
  return { result, over50: durations.length, longestMs: durations.length > 0 ? Math.max(...durations) : 0 };
}
