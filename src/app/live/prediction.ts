// The predicted ghost of the picked vessel (spec: one at a time). The chart
// draws it each frame, so it is a plain object with a version counter (not
// a valtio proxy): `version` bumps on every change.

export interface Ghost {
  vesselId: number;
  latDeg: number;
  lonDeg: number;
  /** Direction the ghost faces, degrees. */
  courseDeg: number;
}

export interface PredictionGhost {
  ghost: Ghost | null;
  version: number;
}

export const prediction: PredictionGhost = { ghost: null, version: 0 };

export function setGhost(ghost: Ghost | null): void {
  prediction.ghost = ghost;
  prediction.version += 1;
}
