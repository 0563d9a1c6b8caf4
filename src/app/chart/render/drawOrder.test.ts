import { describe, expect, it } from 'vitest';
import { WORLD_CONTOUR_LAYER } from '../enc/chartUrls';
import { chartLayerOrder, COVERAGE_MASK_ORDER, LIVE_ORDER, TOOL_OVERLAY_ORDER, WORLD_CONTOUR_ORDER } from './drawOrder';
import { LayerRegistry } from './layerRegistry';

const layer = (name: string, order: number, log: string[] = []) => ({ name, order, dispose: () => log.push(`disposed ${name}`) });

describe('chart layer draw order', () => {
  it('draws the world contour first, then descending cscl, then CHART_LAYERS order, fill before lines before symbols', () => {
    const registry = new LayerRegistry<ReturnType<typeof layer>>();
    const add = (name: string, cscl: number, part: 'fill' | 'lines' | 'symbols' = 'fill') =>
      registry.add(layer(`${name}@${cscl}:${part}`, chartLayerOrder(name, cscl, part)));
    add('BOYLAT', 22_000, 'symbols');
    add('LNDARE', 22_000, 'lines');
    add('LNDARE', 22_000);
    add('DEPARE', 90_000);
    add('LNDARE', 1_587_870);
    add(WORLD_CONTOUR_LAYER, 0);
    add('COALNE', 22_000, 'lines');
    add('DEPARE', 22_000);
    add('UNKNOWN', 22_000);
    expect([...registry].map((l) => l.name)).toEqual([
      `${WORLD_CONTOUR_LAYER}@0:fill`,
      'LNDARE@1587870:fill',
      'DEPARE@90000:fill',
      'LNDARE@22000:fill',
      'LNDARE@22000:lines',
      'DEPARE@22000:fill',
      'COALNE@22000:lines',
      'BOYLAT@22000:symbols',
      'UNKNOWN@22000:fill',
    ]);
  });

  it('puts the coverage masks first, then the world contour map, under cells of any scale', () => {
    expect(COVERAGE_MASK_ORDER).toBeLessThan(WORLD_CONTOUR_ORDER);
    expect(WORLD_CONTOUR_ORDER).toBeLessThan(chartLayerOrder('LNDARE', 50_000_000, 'fill'));
    expect(WORLD_CONTOUR_ORDER).toBeLessThan(chartLayerOrder('LNDARE', Number.NaN, 'fill'));
  });

  it('puts live layers above any chart layer and tool overlays above them', () => {
    expect(chartLayerOrder('PILBOP', 0.1, 'symbols')).toBeLessThan(LIVE_ORDER.trains);
    expect(LIVE_ORDER.trains).toBeLessThan(LIVE_ORDER.vessels);
    expect(LIVE_ORDER.vessels).toBeLessThan(LIVE_ORDER.ghost);
    expect(LIVE_ORDER.ghost).toBeLessThan(TOOL_OVERLAY_ORDER);
  });
});

describe('layer registry', () => {
  it('keeps equal orders in insertion order and disposes what it removes', () => {
    const log: string[] = [];
    const registry = new LayerRegistry<ReturnType<typeof layer>>();
    const a = layer('a', 1, log);
    const b = layer('b', 1, log);
    const c = layer('c', 0, log);
    registry.add(a);
    const removeB = registry.add(b);
    registry.add(c);
    expect([...registry].map((l) => l.name)).toEqual(['c', 'a', 'b']);
    removeB();
    expect(registry.removeWhere((l) => l.name === 'c')).toBe(1);
    expect([...registry].map((l) => l.name)).toEqual(['a']);
    expect(log).toEqual(['disposed b', 'disposed c']);
    expect(registry.remove(b)).toBe(false);
  });
});
