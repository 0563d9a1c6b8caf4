// The colours answer must be the full answer's colours, feature by feature,
// on real cells (lights with sectors and descriptions, soundings, names,
// depth areas against the safety depth) in every theme.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readEnc } from '../../wasm/enc';
import { sharedDataFile } from '../testing/sharedData';
import { layerFeatureColours } from './featureColours';
import { layerFeatures } from './features';

const CELLS = ['US5MD1MC', 'US4MD81M'].map((name) => ({ name, path: sharedDataFile('enc', name, `${name}.000`) }));

describe('layerFeatureColours', () => {
  for (const { name, path } of CELLS) {
    it.skipIf(path === null)(`gives the colours of layerFeatures, in order, for every layer of ${name} in every theme`, () => {
      const cell = readEnc(`${name}.000`, readFileSync(path ?? ''));
      let compared = 0;
      for (const theme of ['day', 'dusk', 'night'] as const) {
        const look = { theme, depthWhenWhiteM: 7.5, cscl: 20000 };
        for (const layer of cell.layers) {
          const features = layerFeatures(layer, look);
          const colours = layerFeatureColours(layer, look);
          expect(colours.colours, `${layer.name} ${theme}`).toEqual(features.map((f) => f.color));
          expect(colours.lineColours, `${layer.name} ${theme}`).toEqual(features.map((f) => f.lineColor ?? null));
          expect(colours.textColours, `${layer.name} ${theme}`).toEqual(features.map((f) => f.textColor ?? null));
          compared += features.length;
        }
      }
      expect(compared).toBeGreaterThan(1000);
    });
  }
});
