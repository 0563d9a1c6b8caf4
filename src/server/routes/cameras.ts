// Cameras, spec section 7: GET/POST /api/camera/manage/ and PATCH/DELETE
// /api/camera/manage/{id}/ (the shared route shape, crudRoutes.ts, which
// also answers PUT). The port defaults to 8008. A real camera's address must be one the proxy may connect to (media/cameraAddress.ts);
// built-in cameras (type 'Symulacja') are drawn by the server and never
// connected to.
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { CAMERAS_PATH, CAMERA_DEFAULT_PORT, SIMULATED_CAMERA_TYPE, type Camera, type CameraInput } from '../../protocol/cameras';
import type { CameraStore } from '../db/cameras';
import { HttpError } from '../errors';
import { CameraAddressError, checkCameraHost, type CameraAddressRule } from '../media/cameraAddress';
import { crudRoutes } from './crudRoutes';
import { latitude, longitude } from './schemas';

const angle = { type: 'number', minimum: 0, maximum: 360 } as const;
const range = { type: 'number', minimum: 0, maximum: 1e7 } as const;
const text = { type: 'string', maxLength: 500 } as const;
const cameraProperties = {
  name: text,
  camera_type: text,
  ip_address: { type: 'string', maxLength: 253 },
  // Empty or null means the default port.
  port: { anyOf: [{ type: 'integer', minimum: 1, maximum: 65535 }, { type: 'null' }, { type: 'string', maxLength: 0 }] },
  latitude,
  longitude,
  angle_min: angle,
  angle_max: angle,
  range_min: range,
  range_max: range,
  login: text,
  password: text,
  snapshot_url: { type: 'string', maxLength: 2000 },
} as const;
const cameraResponse = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    ...cameraProperties,
    port: { type: 'integer' },
  },
} as const;

const HOST_NAME = /^(?=.{1,253}$)([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)(\.[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$/;

/** True for an IPv4/IPv6 address or a DNS host name. */
export function isHostOrIp(value: string): boolean {
  // A name whose last label is all digits is a malformed address, not a host.
  return isIP(value) !== 0 || (HOST_NAME.test(value) && !/^\d+$/.test(value.split('.').at(-1) ?? ''));
}

type CameraBody = Omit<CameraInput, 'port'> & { port?: number | string | null };

function clean(input: CameraBody, creating: boolean): CameraInput {
  const { port, ...rest } = input;
  const out: CameraInput = { ...rest };
  if (typeof port === 'number') out.port = port;
  else if (creating || port !== undefined) out.port = CAMERA_DEFAULT_PORT;
  if (out.ip_address !== undefined) {
    out.ip_address = out.ip_address.trim();
    if (out.ip_address !== '' && !isHostOrIp(out.ip_address)) {
      throw new HttpError(400, 'Nieprawidłowy adres kamery', { ip_address: 'Podaj adres IP lub nazwę hosta' });
    }
  }
  return out;
}

function checkRanges(camera: Camera): void {
  if (camera.range_min > camera.range_max) {
    throw new HttpError(400, 'Zasięg minimalny większy niż maksymalny', { range_min: 'musi być <= range_max' });
  }
}

const ADDRESS_REFUSED = 'Niedozwolony adres kamery';
const ADDRESS_RULE =
  'Kamera nie może mieć adresu pętli zwrotnej, link-local, nieokreślonego ani multicast; adres w sieci prywatnej wymaga TRAXIS_CAMERA_ALLOW_PRIVATE=1';

/** Refuses (400) a real camera whose address resolves to an address the proxy may not connect to. */
async function checkAddress(camera: Partial<Camera>, rule: CameraAddressRule): Promise<void> {
  if (camera.camera_type === SIMULATED_CAMERA_TYPE || !camera.ip_address) return;
  try {
    await checkCameraHost(camera.ip_address, rule);
  } catch (error) {
    if (error instanceof CameraAddressError) throw new HttpError(400, ADDRESS_REFUSED, { ip_address: ADDRESS_RULE });
    throw error;
  }
}

export function cameraRoutes(app: FastifyInstance, cameras: CameraStore, addressRule: CameraAddressRule): void {
  crudRoutes<Camera, CameraInput, CameraBody>(app, {
    path: CAMERAS_PATH,
    store: cameras,
    properties: cameraProperties,
    response: cameraResponse,
    required: { create: [] },
    notFound: (id) => `Nie ma kamery ${id}`,
    create: async (body) => {
      const input = clean(body, true);
      checkRanges({ range_min: 0, range_max: 0, ...input } as Camera);
      await checkAddress(input, addressRule);
      return input;
    },
    update: async (body, current) => {
      const input = clean(body, false);
      checkRanges({ ...current, ...input } as Camera);
      if (input.ip_address !== undefined || input.camera_type !== undefined) await checkAddress({ ...current, ...input }, addressRule);
      return input;
    },
  });
}
