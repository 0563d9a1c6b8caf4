// Weather station image ids and history images.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn, startTestServer, type TestServer } from '../testing/testServer';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startTestServer();
  token = (await signIn(server)).access;
});
afterAll(() => server.dispose());

describe('weather images', () => {
  it('gives the image id of a station, and draws its three history images (GET and HEAD)', async () => {
    const id = await call<{ data: { item: { id: string } } }>(server, 'GET', '/api/station/gdynia_port/id', { token });
    expect(id.status).toBe(200);
    const imageId = id.body.data.item.id;
    expect(imageId).toBe('gdynia-port');
    for (const kind of ['ph', 'wind', 'water']) {
      const head = await fetch(`${server.url}/${kind}_${imageId}.jpg`, { method: 'HEAD', headers: { authorization: `Bearer ${token}` } });
      expect(head.status).toBe(200);
      const image = await fetch(`${server.url}/${kind}_${imageId}.jpg`, { headers: { authorization: `Bearer ${token}` } });
      expect(image.headers.get('content-type')).toBe('image/jpeg');
      const bytes = Buffer.from(await image.arrayBuffer());
      expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    }
  });

  it('404s unknown stations and images, and needs sign-in', async () => {
    expect((await call(server, 'GET', '/api/station/atlantyda/id', { token })).status).toBe(404);
    expect((await fetch(`${server.url}/wind_atlantyda.jpg`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(404);
    expect((await fetch(`${server.url}/wind_gdynia-port.jpg`)).status).toBe(401);
  });
});
