// MMSI validity: the Maritime Identification Digits allocated by the ITU
// (Radio Regulations Appendix 42, "Table of Maritime Identification Digits";
// ITU-R M.585 for the MMSI formats) and the checks the integrity monitor
// makes on an MMSI. Reference data: the MIDs only, no country names.

/** Every allocated MID (first three digits of a ship station's MMSI). */
const ALLOCATED_MIDS: readonly number[] = [
  // Europe
  201, 202, 203, 204, 205, 206, 207, 208, 209, 210, 211, 212, 213, 214, 215, 216, 218, 219, 220, 224, 225, 226, 227, 228, 229, 230, 231,
  232, 233, 234, 235, 236, 237, 238, 239, 240, 241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255, 256, 257, 258,
  259, 261, 262, 263, 264, 265, 266, 267, 268, 269, 270, 271, 272, 273, 274, 275, 276, 277, 278, 279,
  // North and Central America, Caribbean
  301, 303, 304, 305, 306, 307, 308, 309, 310, 311, 312, 314, 316, 319, 321, 323, 325, 327, 329, 330, 331, 332, 334, 336, 338, 339, 341,
  343, 345, 347, 348, 350, 351, 352, 353, 354, 355, 356, 357, 358, 359, 361, 362, 364, 366, 367, 368, 369, 370, 371, 372, 373, 374, 375,
  376, 377, 378, 379,
  // Asia
  401, 403, 405, 408, 410, 412, 413, 414, 416, 417, 419, 422, 423, 425, 428, 431, 432, 434, 436, 437, 438, 440, 441, 443, 445, 447, 450,
  451, 453, 455, 457, 459, 461, 463, 466, 468, 470, 471, 472, 473, 475, 477, 478,
  // Oceania
  501, 503, 506, 508, 510, 511, 512, 514, 515, 516, 518, 520, 523, 525, 529, 531, 533, 536, 538, 540, 542, 544, 546, 548, 550, 553, 555,
  557, 559, 561, 563, 564, 565, 566, 567, 570, 572, 574, 576, 577, 578,
  // Africa
  601, 603, 605, 607, 608, 609, 610, 611, 612, 613, 615, 616, 617, 618, 619, 620, 621, 622, 624, 625, 626, 627, 629, 630, 631, 632, 633,
  634, 635, 636, 637, 638, 642, 644, 645, 647, 649, 650, 654, 655, 656, 657, 659, 660, 661, 662, 663, 664, 665, 666, 667, 668, 669, 670,
  671, 672, 674, 675, 676, 677, 678, 679,
  // South America
  701, 710, 720, 725, 730, 735, 740, 745, 750, 755, 760, 765, 770, 775,
];

const MIDS = new Set(ALLOCATED_MIDS);

export const isAllocatedMid = (mid: number): boolean => MIDS.has(mid);

/** What kind of station an MMSI names (ITU-R M.585), by its leading digits. */
export type MmsiFormat = 'ship' | 'group' | 'coast' | 'sar_aircraft' | 'handheld' | 'craft' | 'aton' | 'distress' | 'other';

/** The format and, where the format has one, the MID of a 9-digit MMSI. */
export function mmsiFormat(mmsi: string): { format: MmsiFormat; mid: number | null } {
  const digits = (at: number, n: number): number => Number(mmsi.slice(at, at + n));
  if (/^[2-7]/.test(mmsi)) return { format: 'ship', mid: digits(0, 3) };
  if (mmsi.startsWith('00')) return { format: 'coast', mid: digits(2, 3) };
  if (mmsi.startsWith('0')) return { format: 'group', mid: digits(1, 3) };
  if (mmsi.startsWith('111')) return { format: 'sar_aircraft', mid: digits(3, 3) };
  if (mmsi.startsWith('8')) return { format: 'handheld', mid: digits(1, 3) };
  if (mmsi.startsWith('98')) return { format: 'craft', mid: digits(2, 3) };
  if (mmsi.startsWith('99')) return { format: 'aton', mid: digits(2, 3) };
  // 970 AIS-SART, 972 man overboard, 974 EPIRB-AIS (no MID).
  if (/^97[024]/.test(mmsi)) return { format: 'distress', mid: null };
  return { format: 'other', mid: null };
}

/**
 * Why an MMSI cannot be a vessel's (Polish), or null when it can: all digits
 * the same, a format no vessel uses, or a MID the ITU has not allocated.
 * `messageType` 9 (SAR aircraft) expects 111MID..., 21 (aids to navigation) 99MID....
 */
export function mmsiProblem(mmsi: string, messageType: number): string | null {
  if (!/^\d{9}$/.test(mmsi)) return 'MMSI nie ma 9 cyfr';
  if (/^(\d)\1{8}$/.test(mmsi)) return 'same jednakowe cyfry';
  const { format, mid } = mmsiFormat(mmsi);
  const expected = messageType === 9 ? ['sar_aircraft'] : messageType === 21 ? ['aton'] : ['ship', 'handheld', 'craft', 'distress'];
  if (!expected.includes(format)) return `format ${mmsi.slice(0, 3)}… nie należy do statku`;
  if (mid !== null && !isAllocatedMid(mid)) return `nieprzydzielony kod MID ${String(mid).padStart(3, '0')}`;
  return null;
}
