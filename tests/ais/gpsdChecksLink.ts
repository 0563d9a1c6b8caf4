// GPSD's fields of the link-management and text messages (7, 10, 12, 13,
// 14, 15, 16, 20, 22, 23), by GPSD field name, mapped to ours. GPSD fills a
// part a shorter message does not carry (an acknowledgement, a second
// station) with 0; we leave it out (null or a shorter list).
import { bool, num, orZero, own, part, tenthMinute, type Check, type Checks } from './gpsdCheck';

const repeat: Check = { ours: own('repeat') };

const acknowledgements: Checks = {
  repeat,
  mmsi1: { ours: part('acks', 0, 'mmsi') },
  mmsi2: { ours: part('acks', 1, 'mmsi') },
  mmsi3: { ours: part('acks', 2, 'mmsi') },
  mmsi4: { ours: part('acks', 3, 'mmsi') },
};

/** Corners in 1/10 minute: GPSD prints scaled ones as strings with 6 decimals. */
const corner = (key: string): Check => ({
  ours: own(key),
  theirs: (v, scaled) => tenthMinute(v, scaled),
  tolerance: (scaled) => (scaled ? 5e-7 + 1e-9 : 1e-9),
});

const area: Checks = {
  ne_lon: corner('neLonDeg'),
  ne_lat: corner('neLatDeg'),
  sw_lon: corner('swLonDeg'),
  sw_lat: corner('swLatDeg'),
};

function reservations(): Checks {
  const checks: Checks = { repeat };
  for (let i = 0; i < 4; i++) {
    checks[`offset${i + 1}`] = { ours: part('reservations', i, 'slotOffset') };
    checks[`number${i + 1}`] = { ours: part('reservations', i, 'slots') };
    checks[`timeout${i + 1}`] = { ours: part('reservations', i, 'timeoutMin') };
    checks[`increment${i + 1}`] = { ours: part('reservations', i, 'increment') };
  }
  return checks;
}

export const LINK_CHECKS: Record<number, Checks> = {
  7: acknowledgements,
  13: acknowledgements,
  10: { repeat, dest_mmsi: { ours: own('destMmsi') } },
  12: {
    repeat,
    seqno: { ours: own('sequence') },
    dest_mmsi: { ours: own('destMmsi') },
    retransmit: { ours: own('retransmit'), theirs: bool },
    text: { ours: own('text') },
  },
  14: { repeat, text: { ours: own('text') } },
  15: {
    repeat,
    mmsi1: { ours: own('destination1Mmsi') },
    type1_1: { ours: own('message1a') },
    offset1_1: { ours: own('slotOffset1a') },
    type1_2: { ours: orZero('message1b') },
    offset1_2: { ours: orZero('slotOffset1b') },
    mmsi2: { ours: orZero('destination2Mmsi') },
    type2_1: { ours: orZero('message2a') },
    offset2_1: { ours: orZero('slotOffset2a') },
    // libais's names for the same two fields.
    msg_2: { ours: orZero('message2a') },
    slot_offset_2: { ours: orZero('slotOffset2a') },
  },
  16: {
    repeat,
    mmsi1: { ours: part('assignments', 0, 'mmsi') },
    offset1: { ours: part('assignments', 0, 'slotOffset') },
    increment1: { ours: part('assignments', 0, 'increment') },
    mmsi2: { ours: part('assignments', 1, 'mmsi') },
    offset2: { ours: part('assignments', 1, 'slotOffset') },
    increment2: { ours: part('assignments', 1, 'increment') },
  },
  20: reservations(),
  22: {
    repeat,
    channel_a: { ours: own('channelA') },
    channel_b: { ours: own('channelB') },
    txrx: { ours: own('txrx') },
    power: { ours: own('power'), theirs: bool },
    addressed: { ours: own('addressed'), theirs: bool },
    band_a: { ours: own('bandA'), theirs: bool },
    band_b: { ours: own('bandB'), theirs: bool },
    // GPSD gives the raw code (0..7), ours is the size in NM (code + 1).
    zonesize: { ours: own('zoneSizeNm'), theirs: (v) => num(v) + 1 },
    dest1: { ours: own('dest1Mmsi') },
    dest2: { ours: own('dest2Mmsi') },
    ...area,
  },
  23: {
    repeat,
    ...area,
    stationtype: { ours: own('stationType') },
    shiptype: { ours: own('shipType') },
    txrx: { ours: own('txrx') },
    interval: { ours: own('interval') },
    quiet: { ours: own('quietMin') },
  },
};
