// Built-in lightning: storm cells drifting over the Baltic region, each
// producing strikes around its centre; the newest strikes are kept in a
// bounded ring and queried by box (GET /api/stations/last_strikes/).
import type { Strike } from '../../protocol/lightning';
import { Random } from './random';

export type { Strike };

interface StormCell {
  latDeg: number;
  lonDeg: number;
  /** Degrees per second. */
  dLatDegPerS: number;
  dLonDegPerS: number;
  radiusDeg: number;
  /** Strikes per second. */
  rate: number;
}

export interface StrikeQuery {
  number: number;
  west: number;
  east: number;
  north: number;
  south: number;
}

export const MAX_STRIKES_KEPT = 20_000;

export class LightningSimulator {
  private readonly random: Random;
  private readonly cells: StormCell[] = [];
  /** Ring of strikes, oldest first. */
  private readonly strikes: Strike[] = [];

  constructor(seed = 7) {
    this.random = new Random(seed);
    // One cell near Gdańsk Bay so the default view shows lightning, others across the region.
    this.cells.push(this.newCell(54.7, 18.2));
    for (let i = 0; i < 4; i += 1) this.cells.push(this.newCell(this.random.range(45, 65), this.random.range(0, 35)));
  }

  private newCell(latDeg: number, lonDeg: number): StormCell {
    const r = this.random;
    return {
      latDeg,
      lonDeg,
      dLatDegPerS: r.range(-1, 1) * 0.0002,
      dLonDegPerS: r.range(0.2, 1) * 0.0004,
      radiusDeg: r.range(0.05, 0.3),
      rate: r.range(0.2, 2),
    };
  }

  /** Advances the storms by `dtS` seconds, adding strikes stamped `now`. */
  step(dtS: number, now: Date = new Date()): void {
    for (const [index, cell] of this.cells.entries()) {
      cell.latDeg += cell.dLatDegPerS * dtS;
      cell.lonDeg += cell.dLonDegPerS * dtS;
      // A cell that drifts far away dies and a new one forms.
      if (cell.lonDeg > 40 || cell.latDeg > 70 || cell.latDeg < 40) {
        this.cells[index] = this.newCell(this.random.range(48, 62), this.random.range(-5, 20));
        continue;
      }
      let count = Math.floor(cell.rate * dtS + this.random.next());
      while (count-- > 0) {
        const angle = this.random.range(0, 2 * Math.PI);
        const distance = Math.abs(this.random.normal()) * cell.radiusDeg;
        this.strikes.push({
          lat: Number((cell.latDeg + Math.sin(angle) * distance).toFixed(5)),
          lon: Number((cell.lonDeg + Math.cos(angle) * distance).toFixed(5)),
          time: now.toISOString(),
        });
      }
    }
    if (this.strikes.length > MAX_STRIKES_KEPT) this.strikes.splice(0, this.strikes.length - MAX_STRIKES_KEPT);
  }

  /** The newest strikes inside the box (west > east crosses the antimeridian), newest first. */
  query({ number, west, east, north, south }: StrikeQuery): Strike[] {
    const out: Strike[] = [];
    const inLon = west <= east ? (lon: number) => lon >= west && lon <= east : (lon: number) => lon >= west || lon <= east;
    for (let i = this.strikes.length - 1; i >= 0 && out.length < number; i -= 1) {
      const strike = this.strikes[i];
      if (strike && strike.lat >= south && strike.lat <= north && inLon(strike.lon)) out.push(strike);
    }
    return out;
  }

  get size(): number {
    return this.strikes.length;
  }
}
