// A camera window's live picture: frames from the camera's /camera/ route
// (framePoller.ts) written straight into the image (no React render per
// frame); a frame that fails shows the spec's message, a good one clears
// it. The picture is dimmed at night (--ui-media-filter).
import { useEffect, useRef, useState } from 'react';
import type { Camera } from '../../protocol/cameras';
import { pl } from '../i18n/pl';
import { session } from '../session';
import { cameraStreamUrl } from './cameraStreamUrl';
import { FramePoller, fetchCameraFrame } from './framePoller';

export function CameraStream({ camera }: { camera: Camera }) {
  const image = useRef<HTMLImageElement>(null);
  const [failed, setFailed] = useState(false);
  const streamUrl = cameraStreamUrl(camera);

  useEffect(() => {
    let shown: string | null = null;
    let failing = false;
    const setFailing = (next: boolean) => {
      if (next === failing) return;
      failing = next;
      setFailed(next);
    };
    const poller = new FramePoller(
      streamUrl,
      {
        frame: (blob) => {
          const el = image.current;
          if (!el) return;
          const url = URL.createObjectURL(blob);
          const previous = shown;
          shown = url;
          el.onload = () => {
            // The old picture stays on screen until the new one is decoded.
            if (previous) URL.revokeObjectURL(previous);
            setFailing(false);
          };
          el.onerror = () => setFailing(true);
          el.src = url;
        },
        failed: () => setFailing(true),
      },
      {
        fetchFrame: (url, signal) => fetchCameraFrame(url, signal, session.accessToken),
        setTimer: (fn, ms) => window.setTimeout(fn, ms),
        clearTimer: (timer) => window.clearTimeout(timer as number),
        now: () => performance.now(),
      },
    );
    poller.start();
    return () => {
      poller.stop();
      if (shown) URL.revokeObjectURL(shown);
    };
  }, [streamUrl]);

  return (
    <div className="camera-window__picture">
      <img ref={image} className="camera-window__stream" alt={pl.cameras.window.streamAlt(camera.name)} data-stream={streamUrl} draggable={false} />
      {failed && (
        <p className="camera-window__error" role="alert">
          {pl.cameras.window.streamFailed}
        </p>
      )}
    </div>
  );
}
