import { describe, expect, it } from 'vitest';
import { CHART_LAYERS } from '../../../protocol/chart';
import { chartLayerLabels } from '../../i18n/pl/settings';

describe('the chart layers of the Wygląd tab', () => {
  it('every layer has a Polish name, not its acronym', () => {
    for (const { name } of CHART_LAYERS) {
      const label = chartLayerLabels[name];
      expect(label, name).toBeTruthy();
      expect(label, name).not.toBe(name);
    }
  });

  it('names the extensions the spec lists by acronym only', () => {
    expect([chartLayerLabels.LIGHTS, chartLayerLabels.SOUNDG, chartLayerLabels.SEAARE, chartLayerLabels.NAMES]).toEqual(['Światła', 'Sondaże', 'Obszary morskie', 'Nazwy']);
  });

  it('lists each layer once and names no layer the chart does not draw', () => {
    const names = CHART_LAYERS.map((l) => l.name);
    expect(new Set(names).size).toBe(names.length);
    expect(Object.keys(chartLayerLabels).sort()).toEqual([...names].sort());
  });
});
