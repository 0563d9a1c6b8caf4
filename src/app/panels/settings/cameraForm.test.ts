import { describe, expect, it } from 'vitest';
import type { Camera } from '../../../protocol/cameras';
import { cameraFormErrors, cameraToForm, coordinateOf, emptyCameraForm, formToCameraInput, portOf, snapshotHref } from './cameraForm';

describe('camera form rules', () => {
  it('takes port 8008 when the port is empty or invalid', () => {
    expect(portOf('')).toBe(8008);
    expect(portOf('  ')).toBe(8008);
    expect(portOf('abc')).toBe(8008);
    expect(portOf('0')).toBe(8008);
    expect(portOf('70000')).toBe(8008);
    expect(portOf('80.5')).toBe(8008);
    expect(portOf('-80')).toBe(8008);
    expect(portOf('554')).toBe(554);
    expect(portOf(' 8080 ')).toBe(8080);
  });

  it('falls back to 0 for latitude and longitude that do not parse', () => {
    expect(coordinateOf('')).toBe(0);
    expect(coordinateOf('north')).toBe(0);
    expect(coordinateOf('54.53')).toBe(54.53);
    expect(coordinateOf('18,54')).toBe(18.54);
    expect(coordinateOf('-3.2')).toBe(-3.2);
  });

  it('builds the request body with angles 0-360 and ranges 0-10000 m', () => {
    const input = formToCameraInput({
      ...emptyCameraForm(),
      name: ' Nabrzeże ',
      port: '',
      latitude: 'x',
      longitude: '18.5',
      angle_min: '-5',
      angle_max: '400',
      range_min: '',
      range_max: '2000',
    });
    expect(input).toMatchObject({ name: 'Nabrzeże', port: 8008, latitude: 0, longitude: 18.5, angle_min: 0, angle_max: 360, range_min: 0, range_max: 2000 });
    expect(formToCameraInput({ ...emptyCameraForm(), range_max: '50000' }).range_max).toBe(10_000);
  });

  it('round-trips a stored camera through the edit form', () => {
    const camera: Camera = {
      id: 3,
      name: 'Basen IV',
      camera_type: 'MJPEG',
      ip_address: 'cam.example.org',
      port: 554,
      latitude: 54.5405,
      longitude: 18.5442,
      angle_min: 90,
      angle_max: 200,
      range_min: 10,
      range_max: 2000,
      login: 'op',
      password: 'pw',
      snapshot_url: 'https://cam.example.org/snap.jpg',
    };
    expect({ id: camera.id, ...formToCameraInput(cameraToForm(camera)) }).toEqual(camera);
  });

  it('opens only http and https snapshot URLs', () => {
    expect(snapshotHref('https://cam.example.org/s.jpg')).toBe('https://cam.example.org/s.jpg');
    expect(snapshotHref('http://10.0.0.5/snap')).toBe('http://10.0.0.5/snap');
    expect(snapshotHref('javascript:alert(1)')).toBeNull();
    expect(snapshotHref('')).toBeNull();
    expect(snapshotHref('cam/snap.jpg')).toBeNull();
  });

  it('has no required fields: an empty add form may be sent', () => {
    expect(cameraFormErrors(emptyCameraForm())).toEqual({});
    expect(cameraFormErrors({ ...emptyCameraForm(), name: '', angle_min: '', range_max: '', port: 'x' })).toEqual({});
  });

  it('refuses numbers outside their bounds and a snapshot address that is not a web address, in Polish', () => {
    const form = emptyCameraForm();
    expect(cameraFormErrors({ ...form, angle_max: '361', angle_min: '-1' })).toEqual({ angle_min: 'Kąt musi być w zakresie od 0 do 360°.', angle_max: 'Kąt musi być w zakresie od 0 do 360°.' });
    expect(cameraFormErrors({ ...form, range_max: '10001' })).toEqual({ range_max: 'Zasięg musi być w zakresie od 0 do 10000 m.' });
    expect(cameraFormErrors({ ...form, range_min: '500', range_max: '100' })).toEqual({ range_min: 'Zasięg od nie może być większy niż zasięg do.' });
    expect(cameraFormErrors({ ...form, latitude: '91', longitude: '-180,5' })).toEqual({
      latitude: 'Szerokość geograficzna musi być w zakresie od -90 do 90.',
      longitude: 'Długość geograficzna musi być w zakresie od -180 do 180.',
    });
    expect(cameraFormErrors({ ...form, snapshot_url: 'javascript:alert(1)' })).toEqual({ snapshot_url: 'Podaj adres zaczynający się od http:// lub https://.' });
    expect(cameraFormErrors({ ...form, snapshot_url: 'https://kamery.example/1.jpg', latitude: '54,5', angle_max: '360', range_max: '10000' })).toEqual({});
  });
});
