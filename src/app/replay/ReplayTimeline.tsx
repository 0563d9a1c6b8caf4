// The replay's chrome while it runs: the banner 'ODTWARZANIE {date time}'
// at the top, a coloured frame round the chart, and the timeline at the
// bottom: 'Na żywo', play/pause, the speeds, the date and time field and
// a labelled slider over the kept history with a mark where each alert
// opened (a click jumps there). Not on the escape stack: a replay is a
// mode of the console, left with 'Na żywo'.
import { memo, useEffect, useId, useMemo, useState } from 'react';
import type { AlertMark } from '../../protocol/history';
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import { replayController } from '.';
import { formatMoment, localDateTimeValue, parseLocalDateTime } from './replayFormat';
import { timelineMarks } from './replayMarks';
import { REPLAY_SPEEDS, replayState, setReplayPlaying, setReplaySpeed } from './replayState';
import './replay.css';

/** The slider moves in whole seconds. */
const SLIDER_STEP_MS = 1000;

export function ReplayTimeline() {
  const replay = useSnapshot(replayState);
  const sliderId = useId();
  const momentId = useId();
  // What the operator is typing in the date and time field, while the moment is still the one it was typed at.
  const [typed, setTyped] = useState<{ value: string; atMs: number } | null>(null);
  // Signed out (the shell unmounts): the console is live again.
  useEffect(() => () => replayController.close(), []);
  if (!replay.active) return null;
  // Whole seconds at both ends, so every whole second is a value of the slider.
  const fromMs = Math.floor((replay.fromMs ?? replay.atMs) / SLIDER_STEP_MS) * SLIDER_STEP_MS;
  const toMs = Math.max(Math.ceil((replay.toMs ?? replay.atMs) / SLIDER_STEP_MS) * SLIDER_STEP_MS, fromMs + SLIDER_STEP_MS);
  const moment = formatMoment(replay.atMs);
  return (
    <>
      <div className="replay-frame" aria-hidden="true" />
      <div className="replay-banner" role="status" data-testid="replay-banner">
        {pl.replay.banner(moment)}
        {replay.pictureAtMs === null && !replay.error && <span className="replay-banner__note">{pl.replay.loading}</span>}
        {replay.error && <span className="replay-banner__note">{replay.error}</span>}
      </div>
      <section className="replay-timeline" aria-label={pl.replay.timeline}>
        <button type="button" className="replay-timeline__live" title={pl.replay.liveTitle} onClick={() => replayController.close()}>
          {pl.replay.live}
        </button>
        <button
          type="button"
          className="replay-timeline__play"
          aria-label={replay.playing ? pl.replay.pause : pl.replay.play}
          title={replay.playing ? pl.replay.pause : pl.replay.play}
          aria-pressed={replay.playing}
          onClick={() => setReplayPlaying(!replay.playing)}
        >
          {replay.playing ? pl.replay.pauseIcon : pl.replay.playIcon}
        </button>
        <div role="group" aria-label={pl.replay.speedGroup} className="replay-timeline__speeds">
          {REPLAY_SPEEDS.map((speed) => (
            <button
              key={speed}
              type="button"
              className="replay-timeline__speed"
              aria-pressed={replay.speed === speed}
              title={pl.replay.speedTitle(speed)}
              onClick={() => setReplaySpeed(speed)}
            >
              {pl.replay.speed(speed)}
            </button>
          ))}
        </div>
        <label htmlFor={momentId} className="replay-timeline__label">
          {pl.replay.moment}
        </label>
        <input
          id={momentId}
          type="datetime-local"
          step={1}
          className="replay-timeline__moment"
          value={typed && typed.atMs === replay.atMs ? typed.value : localDateTimeValue(replay.atMs)}
          onChange={(event) => {
            const ms = parseLocalDateTime(event.target.value);
            if (ms !== null) replayController.seek(ms);
            setTyped({ value: event.target.value, atMs: replayState.atMs });
          }}
        />
        <div className="replay-timeline__track">
          <label htmlFor={sliderId} className="replay-timeline__label">
            {pl.replay.slider}
          </label>
          <div className="replay-timeline__rail">
            <input
              id={sliderId}
              type="range"
              className="replay-timeline__slider"
              min={fromMs}
              max={toMs}
              step={SLIDER_STEP_MS}
              value={replay.atMs}
              aria-valuetext={moment}
              onChange={(event) => replayController.seek(Number(event.target.value))}
            />
            <TimelineMarks marks={replay.marks} fromMs={fromMs} toMs={toMs} />
          </div>
        </div>
      </section>
    </>
  );
}

/** The alert marks (re-rendered only when the range or the marks change, not as the moment moves). */
const TimelineMarks = memo(function TimelineMarks({ marks, fromMs, toMs }: { marks: readonly AlertMark[]; fromMs: number; toMs: number }) {
  const shown = useMemo(() => timelineMarks(marks, fromMs, toMs), [marks, fromMs, toMs]);
  return (
    <div className="replay-timeline__marks" role="group" aria-label={pl.replay.marks}>
      {shown.map((mark) => {
        const label = pl.replay.mark(pl.alertsPanel.kind[mark.kind], formatMoment(mark.t), mark.count);
        return (
          <button
            key={mark.t}
            type="button"
            className="replay-timeline__mark"
            data-t={mark.t}
            style={{ left: `${100 * mark.at}%` }}
            aria-label={label}
            title={label}
            onClick={() => {
              setReplayPlaying(false);
              replayController.seek(mark.t);
            }}
          />
        );
      })}
    </div>
  );
});
