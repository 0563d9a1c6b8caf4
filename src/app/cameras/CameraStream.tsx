// A camera window's live picture: frames of the camera's /camera/ route,
// fetched and decoded by the frame worker (frameWorker.ts) and handed to a
// canvas as bitmaps (no React render and no decoding on the main thread per
// frame); a frame that fails shows the spec's message, a good one clears
// it. The picture is dimmed at night (--ui-media-filter).
import { useEffect, useRef, useState } from 'react';
import type { Camera } from '../../protocol/cameras';
import { pl } from '../i18n/pl';
import { cameraStreamUrl } from './cameraStreamUrl';
import { watchCameraFrames } from './frameWorkerClient';

export function CameraStream({ camera }: { camera: Camera }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [failed, setFailed] = useState(false);
  const streamUrl = cameraStreamUrl(camera);

  useEffect(() => {
    const el = canvas.current;
    const context = el?.getContext('bitmaprenderer');
    if (!el || !context) return;
    let failing = false;
    const setFailing = (next: boolean) => {
      if (next === failing) return;
      failing = next;
      setFailed(next);
    };
    return watchCameraFrames(streamUrl, {
      frame: (bitmap) => {
        if (el.width !== bitmap.width || el.height !== bitmap.height) {
          el.width = bitmap.width;
          el.height = bitmap.height;
        }
        context.transferFromImageBitmap(bitmap);
        setFailing(false);
      },
      failed: () => setFailing(true),
    });
  }, [streamUrl]);

  return (
    <div className="camera-window__picture">
      <canvas ref={canvas} className="camera-window__stream" role="img" aria-label={pl.cameras.window.streamAlt(camera.name)} data-stream={streamUrl} width={0} height={0} />
      {failed && (
        <p className="camera-window__error" role="alert">
          {pl.cameras.window.streamFailed}
        </p>
      )}
    </div>
  );
}
