// The vessel card's cameras (beyond the spec): the cameras whose coverage
// sector holds the vessel's position, nearest first, re-read every 10 s;
// one click opens that camera's window.
import type { Camera } from '../../protocol/cameras';
import { pl } from '../i18n/pl';
import { resources, useResource } from '../resources';
import { camerasCovering } from './cameraSelection';
import { openCamera } from './cameraWindows';
import { CAMERA_POLL_MS } from '../tools/camera/cameraTool';
import './cameraWindows.css';

export function VesselCameraList({ latDeg, lonDeg }: { latDeg: number; lonDeg: number }) {
  const cameras = useResource((signal) => resources.cameras.list({ signal }), [], { pollMs: CAMERA_POLL_MS });
  const labels = pl.cameras.vesselCard;
  if (cameras.error !== null && !cameras.data) return <p className="vessel-cameras__error">{labels.loadFailed}</p>;
  const covering: Camera[] = cameras.data ? camerasCovering(cameras.data, { latDeg, lonDeg }) : [];
  if (covering.length === 0) return null;
  return (
    <div className="vessel-cameras" data-testid="vessel-cameras">
      <div className="vessel-cameras__heading">{labels.heading}</div>
      <ul className="vessel-cameras__list">
        {covering.map((camera) => (
          <li key={camera.id}>
            <button type="button" className="vessel-cameras__open" title={labels.open(camera.name)} onClick={() => openCamera(camera)}>
              {camera.name}
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
