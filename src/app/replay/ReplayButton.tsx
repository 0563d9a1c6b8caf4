// The top bar's time machine buttons: 'Ślady' (every vessel's recent
// trail on the chart, a toggle) and 'Odtwarzanie' (opens the replay's
// timeline; pressed while it runs, a second press returns to live).
import { useSnapshot } from 'valtio';
import { pl } from '../i18n/pl';
import { toggleAllTrails, trackSettings } from '../tracks/trackState';
import { replayController } from '.';
import { replayState } from './replayState';

export function ReplayButton() {
  const replay = useSnapshot(replayState);
  const tracks = useSnapshot(trackSettings);
  return (
    <>
      <button
        type="button"
        className={tracks.allTrails ? 'top-bar__toggle top-bar__toggle--on' : 'top-bar__toggle'}
        aria-pressed={tracks.allTrails}
        title={pl.tracks.allTrailsTitle}
        onClick={toggleAllTrails}
      >
        {pl.tracks.allTrails}
      </button>
      <button
        type="button"
        className={replay.active ? 'top-bar__toggle top-bar__toggle--replay' : 'top-bar__toggle'}
        aria-pressed={replay.active}
        aria-label={pl.replay.open}
        title={pl.replay.openTitle}
        onClick={() => (replay.active ? replayController.close() : void replayController.open())}
      >
        {pl.replay.open}
      </button>
    </>
  );
}
