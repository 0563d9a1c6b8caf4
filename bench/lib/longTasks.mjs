// The page's own long tasks while `run` runs: the Long Tasks API (every
// main-thread task over 50 ms, as the browser reports it to the page, the
// measure a web page's field monitoring uses), without a trace, whose own
// events cost the throttled main thread time. What such a task held comes
// from the Long Animation Frames API, as cheap: each animation frame over
// 50 ms with its scripts (what started them, their function and source,
// their time) and its rendering, written to stderr when a task was long. Traces
// (longTaskTrace.mjs) stay the tool to see a task's every event.
/* global window -- page.evaluate bodies run in the browser */

const REPORT_WAIT_MS = 200;

/**
 * Resolves to { result, over50, longestMs, frames }: the tasks over 50 ms,
 * the longest of them (0 when none) and the long animation frames (each
 * with its start after the watch began, its scripts longest first).
 */
export async function watchLongTasks(page, run) {
  await page.evaluate(() => {
    const seen = { tasks: [], frames: [] };
    const t0 = performance.now();
    const round = (ms) => Math.round(ms * 10) / 10;
    const task = (e) => ({ atMs: round(e.startTime - t0), ms: round(e.duration) });
    const frame = (e) => ({
      atMs: round(e.startTime - t0),
      ms: round(e.duration),
      blockingMs: round(e.blockingDuration),
      renderMs: round(e.renderStart > 0 ? e.startTime + e.duration - e.renderStart : 0),
      styleLayoutMs: round(e.styleAndLayoutStart > 0 ? e.startTime + e.duration - e.styleAndLayoutStart : 0),
      scripts: [...e.scripts]
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 5)
        .map((s) => `${round(s.duration)} ms ${s.invokerType} ${s.invoker} ${s.sourceFunctionName} ${s.sourceURL.split('/').pop()}:${s.sourceCharPosition}`),
    });
    const observers = [
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.tasks.push(task(e));
      }),
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) seen.frames.push(frame(e));
      }),
    ];
    observers[0].observe({ type: 'longtask' });
    observers[1].observe({ type: 'long-animation-frame' });
    window.__benchLongTasks = { observers, seen, task, frame };
  });
  const result = await run();
  // The browser reports a long task after it ends, in a task of its own: a moment for the last one.
  const seen = await page.evaluate(
    (waitMs) =>
      new Promise((resolve) =>
        setTimeout(() => {
          const { observers, seen: s, task, frame } = window.__benchLongTasks;
          for (const e of observers[0].takeRecords()) s.tasks.push(task(e));
          for (const e of observers[1].takeRecords()) s.frames.push(frame(e));
          for (const o of observers) o.disconnect();
          resolve(s);
        }, waitMs),
      ),
    REPORT_WAIT_MS,
  );
  // What held the tasks over 50 ms (frames over 50 ms without one are usual: several tasks in one frame).
  for (const t of seen.tasks) process.stderr.write(`long task ${t.ms} ms at ${t.atMs} ms\n`);
  for (const f of seen.tasks.length > 0 ? seen.frames : []) {
    process.stderr.write(`long animation frame ${f.ms} ms at ${f.atMs} ms (blocking ${f.blockingMs}, rendering ${f.renderMs}, style and layout ${f.styleLayoutMs})\n`);
    for (const s of f.scripts) process.stderr.write(`    ${s}\n`);
  }
  return { result, over50: seen.tasks.length, longestMs: Math.max(0, ...seen.tasks.map((t) => t.ms)), frames: seen.frames };
}
