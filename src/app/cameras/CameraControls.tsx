// A camera window's footer: pan up/down/left/right and zoom in/out (spec
// section 2: shown, with no call behind them), the camera's MJPEG stream
// and its snapshot (when it has one), each opened in a new tab.
import type { Camera } from '../../protocol/cameras';
import { pl } from '../i18n/pl';
import { cameraStreamUrl } from './cameraStreamUrl';

const CONTROLS = [
  ['panUp', 'panUpIcon'],
  ['panDown', 'panDownIcon'],
  ['panLeft', 'panLeftIcon'],
  ['panRight', 'panRightIcon'],
  ['zoomIn', 'zoomInIcon'],
  ['zoomOut', 'zoomOutIcon'],
] as const;

export function CameraControls({ camera, heightPx }: { camera: Camera; heightPx: number }) {
  const labels = pl.cameras.window;
  return (
    <footer className="camera-window__footer" style={{ height: heightPx }}>
      <div className="camera-window__controls" role="group" aria-label={labels.controls}>
        {CONTROLS.map(([label, icon]) => (
          <button key={label} type="button" className="camera-window__button" aria-label={labels[label]} title={labels[label]}>
            {labels[icon]}
          </button>
        ))}
      </div>
      <div className="camera-window__links">
        <a className="camera-window__link" href={cameraStreamUrl(camera)} target="_blank" rel="noopener noreferrer" title={labels.streamTitle}>
          {labels.stream}
        </a>
        {camera.snapshot_url && (
          <a className="camera-window__link" href={camera.snapshot_url} target="_blank" rel="noopener noreferrer" title={labels.snapshotTitle}>
            {labels.snapshot}
          </a>
        )}
      </div>
    </footer>
  );
}
