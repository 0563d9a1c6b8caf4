// One camera window (react-rnd, spec sections 2, 4 and 9): the camera's
// name and role in the header with promote (surrounding windows), close all
// (the main window) and close; the live picture (CameraStream.tsx: the
// camera's /camera/ route with its address and credentials) with the
// spec's message when it fails to load, cleared by a successful load; the
// pan and zoom buttons in the footer (no
// call behind them, as in the spec) and the snapshot link when the camera
// has one. Resizing keeps the picture 16:9 within the limits. A press
// brings it to the front; Esc closes it when it is the topmost thing open
// (shell/escapeStack.ts).
import type { SyntheticEvent } from 'react';
import { Rnd } from 'react-rnd';
import { pl } from '../i18n/pl';
import { useEscape } from '../shell/escapeStack';
import { CameraControls } from './CameraControls';
import { CameraStream } from './CameraStream';
import { bringCameraToFront, closeAllCameras, closeCamera, moveCamera, promoteCamera, resizeCamera } from './cameraWindows';
import { FOOTER_PX, HEADER_PX, PICTURE_ASPECT, SIZE_RANGE, type CameraWindowState } from './windowLayout';

const stop = (event: SyntheticEvent) => event.stopPropagation();

export function CameraWindow({ window: w, zIndex }: { window: CameraWindowState; zIndex: number }) {
  const labels = pl.cameras.window;
  const main = w.role === 'main';
  const raiseEscape = useEscape(() => closeCamera(w.key));
  return (
    <Rnd
      className="camera-window-frame"
      style={{ zIndex }}
      size={{ width: w.widthPx, height: w.heightPx }}
      position={{ x: w.xPx, y: w.yPx }}
      bounds="parent"
      dragHandleClassName="camera-window__header"
      cancel=".camera-window__button"
      lockAspectRatio={PICTURE_ASPECT}
      lockAspectRatioExtraHeight={HEADER_PX + FOOTER_PX}
      // A surrounding window starts below the resize minimum (320×260): it may stay that small.
      minWidth={Math.min(SIZE_RANGE.min.widthPx, w.widthPx)}
      minHeight={Math.min(SIZE_RANGE.min.heightPx, w.heightPx)}
      maxWidth={SIZE_RANGE.max.widthPx}
      maxHeight={SIZE_RANGE.max.heightPx}
      onMouseDown={() => {
        raiseEscape();
        bringCameraToFront(w.key);
      }}
      onDragStop={(_event, d) => moveCamera(w.key, d.x, d.y)}
      onResizeStop={(_event, _direction, element, _delta, position) => resizeCamera(w.key, element.offsetWidth, position.x, position.y)}
    >
      <section
        className={`camera-window camera-window--${w.role}`}
        role="dialog"
        aria-label={w.camera.name}
        data-testid="camera-window"
        data-role={w.role}
        data-camera-id={w.camera.id}
        onPointerDown={stop}
        onWheel={stop}
        onContextMenu={stop}
      >
        <header className="camera-window__header" style={{ height: HEADER_PX }}>
          <span className="camera-window__title">{w.camera.name}</span>
          <span className="camera-window__role">{main ? labels.mainLabel : labels.surroundingLabel}</span>
          {!main && (
            <button type="button" className="camera-window__button" aria-label={labels.promote} title={labels.promote} onClick={() => promoteCamera(w.key)}>
              {labels.promoteIcon}
            </button>
          )}
          {main && (
            <button type="button" className="camera-window__button camera-window__button--text" title={labels.closeAll} onClick={closeAllCameras}>
              {labels.closeAll}
            </button>
          )}
          <button type="button" className="camera-window__button" aria-label={labels.close} title={labels.close} onClick={() => closeCamera(w.key)}>
            {labels.closeIcon}
          </button>
        </header>
        <CameraStream camera={w.camera} />
        <CameraControls camera={w.camera} heightPx={FOOTER_PX} />
      </section>
    </Rnd>
  );
}
