// Routes a picked id (spec section 2, "Chart interactions"): looked up
// first among trains (train card), then among vessels (vessel card, and the
// vessel's prediction toggled). Closing a vessel card unpicks the vessel
// and stops its prediction. The vessel's record is watched (sent by the
// vessel worker) while its card is open.
import type { LiveStore } from './liveStore';
import type { PredictionController } from './predictionController';
import { selection } from '../store/selection';

export class PickRouter {
  constructor(
    private readonly store: LiveStore,
    private readonly prediction: PredictionController,
  ) {}

  /** Handles an `object-picked` id; returns what it was. */
  pick(idText: string): 'train' | 'vessel' | 'nothing' {
    const id = Number(idText);
    if (!Number.isInteger(id) || id <= 0) return 'nothing';
    if (this.store.train(id)) {
      selection.trainId = id;
      return 'train';
    }
    if (this.store.hasVessel(id)) {
      selection.vesselId = id;
      this.store.watchVessel(id);
      this.prediction.toggle(id);
      return 'vessel';
    }
    return 'nothing';
  }

  closeVessel(): void {
    selection.vesselId = null;
    this.store.watchVessel(null);
    this.prediction.stop();
  }

  closeTrain(): void {
    selection.trainId = null;
  }

  closeAton(): void {
    selection.aton = null;
  }
}
