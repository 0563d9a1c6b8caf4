// Coordinate and range formats of the spec (section 2 and 9): degrees with
// N/S and E/W; 8 decimals in readouts and the status bar; range 3 decimals.

export function formatLat(latDeg: number, decimals = 8): string {
  return `${Math.abs(latDeg).toFixed(decimals)} ${latDeg < 0 ? 'S' : 'N'}`;
}

export function formatLon(lonDeg: number, decimals = 8): string {
  return `${Math.abs(lonDeg).toFixed(decimals)} ${lonDeg < 0 ? 'W' : 'E'}`;
}

export function formatRangeNm(rangeNm: number): string {
  return rangeNm.toFixed(3);
}
