// Visibility of the live layers (top-bar toggles and the app menu).
import { proxy } from 'valtio';

export type LiveLayer = 'trains' | 'atons' | 'vessels';

export const liveLayers = proxy<Record<LiveLayer, boolean>>({ trains: true, atons: true, vessels: true });

export function toggleLayer(layer: LiveLayer): void {
  liveLayers[layer] = !liveLayers[layer];
}
