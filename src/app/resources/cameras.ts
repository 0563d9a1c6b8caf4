// Cameras (spec section 7): list, create, PATCH update, delete.
import { CAMERAS_PATH, type Camera, type CameraInput } from '../../protocol/cameras';
import { crudClient, type Api } from './crud';

export const camerasClient = (api: Api) => crudClient<Camera, CameraInput>(api, CAMERAS_PATH, 'PATCH');
export type CamerasClient = ReturnType<typeof camerasClient>;
