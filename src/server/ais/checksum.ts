// NMEA 0183 checksum: XOR of the characters between the start delimiter
// ('!', '$' or the tag block's '\') and '*', as two upper-case hex digits.

export function nmeaChecksum(body: string): number {
  let sum = 0;
  for (let i = 0; i < body.length; i++) sum ^= body.charCodeAt(i) & 0xff;
  return sum;
}

export const checksumHex = (body: string): string => nmeaChecksum(body).toString(16).toUpperCase().padStart(2, '0');

/** True when `hex` (two hex digits, any case) is the checksum of `body`. */
export function checksumMatches(body: string, hex: string): boolean {
  if (!/^[0-9A-Fa-f]{2}$/.test(hex)) return false;
  return Number.parseInt(hex, 16) === nmeaChecksum(body);
}
