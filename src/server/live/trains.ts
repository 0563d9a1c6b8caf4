// Live train data (spec section 3) computed from the trains and sidings
// stored in the database: each train stands on its siding, its rolling
// stock described with typical Polish freight dimensions.
import type { LiveTrain } from '../../protocol/streams';
import type { Siding, Train } from '../../protocol/trains';

/** Typical dimensions in metres: an ST44-class locomotive and four-axle wagons. */
export const ROLLING_STOCK = {
  locoLengthM: 17.6,
  locoWidthM: 2.95,
  trolleyLengthM: 14.0,
  trolleyWidthM: 2.9,
  trolleySpacingM: 1.0,
} as const;

export function liveTrains(trains: readonly Train[], sidings: readonly Siding[]): LiveTrain[] {
  const byId = new Map(sidings.map((siding) => [siding.id, siding]));
  return trains.flatMap((train) => {
    const siding = byId.get(train.siding);
    if (!siding) return [];
    return [
      {
        train_id: train.id,
        name: train.name,
        siding_position: { latitude: siding.latitude, longitude: siding.longitude },
        siding_length: siding.dlugosc_toru,
        azimuth: siding.azimuth,
        trolley_count: train.trolley_count,
        loco_length: ROLLING_STOCK.locoLengthM,
        loco_width: ROLLING_STOCK.locoWidthM,
        trolley_length: ROLLING_STOCK.trolleyLengthM,
        trolley_width: ROLLING_STOCK.trolleyWidthM,
        trolley_spacing: ROLLING_STOCK.trolleySpacingM,
      },
    ];
  });
}
