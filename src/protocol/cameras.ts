// Cameras (spec sections 3 and 7, "Cameras").

export const CAMERAS_PATH = '/api/camera/manage/';
export const cameraPath = (id: number): string => `${CAMERAS_PATH}${id}/`;

export const CAMERA_DEFAULT_PORT = 8008;

/** The live stream of a camera (spec section 2, route /camera/): MJPEG, or one JPEG with `frame`. */
export const CAMERA_STREAM_PATH = '/camera/';
/** With `frame=<n>` the stream answers the first frame newer than n (0: the latest) and its number in this header. */
export const CAMERA_FRAME_SEQ_HEADER = 'X-Frame-Seq';
/** Cameras of this type are built in: the server draws their video. */
export const SIMULATED_CAMERA_TYPE = 'Symulacja';

export interface Camera {
  id: number;
  name: string;
  camera_type: string;
  ip_address: string;
  port: number;
  latitude: number;
  longitude: number;
  /** Degrees 0..360. */
  angle_min: number;
  angle_max: number;
  /** Metres, >= 0. */
  range_min: number;
  range_max: number;
  login: string;
  password: string;
  snapshot_url: string;
}
export type CameraInput = Partial<Omit<Camera, 'id'>>;
