// Routes a picked id (spec section 2, "Chart interactions"): looked up
// first among trains (train card), then among vessels (vessel card, and the
// vessel's prediction toggled). Closing a vessel card unpicks the vessel
// and stops its prediction. The vessel's record is watched (sent by the
// vessel worker) while its card is open. Selecting a vessel announces the
// start of its prediction, unselecting (or picking it again) its stop, as
// the spec's named events (passed in: window events in the browser).
import type { LiveStore } from './liveStore';
import type { PredictionController } from './predictionController';
import { selectAton, selection, selectTrain, selectVessel } from '../store/selection';

/** Where the prediction's start and stop are announced. */
export interface PredictionAnnouncer {
  started(vesselId: number): void;
  stopped(vesselId: number): void;
}

const SILENT: PredictionAnnouncer = { started: () => undefined, stopped: () => undefined };

export class PickRouter {
  constructor(
    private readonly store: LiveStore,
    private readonly prediction: PredictionController,
    private readonly announce: PredictionAnnouncer = SILENT,
  ) {}

  /** Handles an `object-picked` id; returns what it was. */
  pick(idText: string): 'train' | 'vessel' | 'nothing' {
    const id = Number(idText);
    if (!Number.isInteger(id) || id <= 0) return 'nothing';
    if (this.store.train(id)) {
      selectTrain(id);
      return 'train';
    }
    if (this.store.hasVessel(id)) {
      const previous = selection.vesselId;
      if (previous !== null && previous !== id) this.announce.stopped(previous);
      selectVessel(id);
      this.store.watchVessel(id);
      if (this.prediction.toggle(id)) this.announce.started(id);
      else this.announce.stopped(id);
      return 'vessel';
    }
    return 'nothing';
  }

  closeVessel(): void {
    const id = selection.vesselId;
    selectVessel(null);
    if (id !== null) this.announce.stopped(id);
    this.store.watchVessel(null);
    this.prediction.stop();
  }

  closeTrain(): void {
    selectTrain(null);
  }

  closeAton(): void {
    selectAton(null);
  }
}
