// The ids of a pick block: the id pass is read back as a square of pixels
// centred on the cursor (render/pickTarget.ts); each id found in it, with
// the distance from the centre to its nearest pixel, nearest first. An id
// is red + green*256 + blue*65536 (spec section 3, "Picked object"); a
// pixel with alpha 0 holds nothing.

/** An object of the pick pass near the cursor. */
export interface PickedObject {
  id: number;
  /** From the cursor to the object's nearest pixel, CSS px. */
  distancePx: number;
}

/** How far from the cursor (CSS px) a click still finds an object: the pick tolerance. */
export const PICK_TOLERANCE_PX = 4;

/**
 * The ids in an RGBA block of `size`×`size` pixels (rows bottom-up, as
 * readPixels gives them) around its centre pixel, within `radiusPx` device
 * pixels of it; distances divided by `devicePerCssPx`. Nearest first, then by id.
 */
export function pickedIds(pixels: Uint8Array, size: number, radiusPx: number, devicePerCssPx: number, toId: (r: number, g: number, b: number) => number): PickedObject[] {
  const centre = (size - 1) / 2;
  const nearest = new Map<number, number>();
  for (let row = 0; row < size; row += 1) {
    for (let col = 0; col < size; col += 1) {
      const at = 4 * (row * size + col);
      if ((pixels[at + 3] ?? 0) === 0) continue;
      const d = Math.hypot(col - centre, row - centre);
      if (d > radiusPx) continue;
      const id = toId(pixels[at] ?? 0, pixels[at + 1] ?? 0, pixels[at + 2] ?? 0);
      if (id === 0) continue;
      const known = nearest.get(id);
      if (known === undefined || d < known) nearest.set(id, d);
    }
  }
  return [...nearest]
    .map(([id, d]) => ({ id, distancePx: d / devicePerCssPx }))
    .sort((a, b) => a.distancePx - b.distancePx || a.id - b.id);
}
