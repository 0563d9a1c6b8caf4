// The vessels layer tells the vessel layer's builder which area to build: nothing
// before the first drawn frame gives it, then the area around the view.
import { describe, expect, it } from 'vitest';
import { projectMercator } from '../../../../wasm/core';
import type { FrameUniforms, LayerContext } from '../../render/chartLayer';
import type { ChartSources } from '../../sources';
import { RING_KIND, RING_RECORD_FLOATS } from './vesselHighlight';
import { VesselRingProgram } from './vesselRingProgram';
import { VesselsLayer } from './vesselsLayer';
import type { VesselLayerRequest } from './vesselSource';

const ORIGIN = { latDeg: 54, lonDeg: 18 };
const ORIGIN_M = projectMercator(ORIGIN);

function setup() {
  const requests: VesselLayerRequest[] = [];
  const program = { newMesh: () => ({ dispose: () => undefined }), draw: () => undefined };
  const ctx = { program: () => program, origin: ORIGIN, originM: ORIGIN_M, gpuIdle: () => true, viewStill: () => true } as unknown as LayerContext;
  const sources = {
    vesselLayer: { setLayerOptions: (r: VesselLayerRequest) => requests.push(r), pendingSinceMs: null, takeLayer: () => null, uploaded: () => undefined },
    visibility: { vessels: true },
    preferences: { value: { chart_settings: { vector_length: 6 }, ui_settings: { theme: 'day' } } },
    vesselHighlights: { selectedVesselId: null, alertVesselIds: [] },
  } as unknown as Pick<ChartSources, 'vesselLayer' | 'visibility' | 'preferences' | 'vesselHighlights'>;
  return { layer: new VesselsLayer(ctx, sources), requests };
}

/** A view of 1280 x 720 px at 10 px per Mercator metre... of Gdańsk Bay. */
function uniforms(latDeg: number, lonDeg: number, pixelsPerMercatorM: number): FrameUniforms {
  const c = projectMercator({ latDeg, lonDeg });
  return { centreRel: [c.xM - ORIGIN_M.xM, c.yM - ORIGIN_M.yM], pixelsPerMercatorM, viewportPx: [1280, 720], rangeNm: 4, scaleDenominator: 30_000, pickPass: false, pickAtRel: null };
}

describe('vessels layer area', () => {
  it('builds nothing before the first drawn frame, then the vessels around the view', () => {
    const { layer, requests } = setup();
    layer.sync(0);
    expect(requests.at(-1)).toMatchObject({ visible: false, area: null });
    layer.prepare(uniforms(54.5, 18.6, 0.05));
    layer.sync(16);
    const area = requests.at(-1)?.area;
    expect(requests.at(-1)?.visible).toBe(true);
    if (!area) throw new Error('no area');
    const [west, south, east, north] = area;
    expect(west).toBeLessThan(18.6);
    expect(east).toBeGreaterThan(18.6);
    expect(south).toBeLessThan(54.5);
    expect(north).toBeGreaterThan(54.5);
    // Drawn at scales from a quarter to four times the view's.
    expect(requests.at(-1)?.drawnScalesPxPerM).toEqual([0.05 / 4, 0.05 * 4]);
    // At 4 NM, down to 1 NM: the stationary symbols not always shrunk.
    expect(requests.at(-1)?.stationaryShrunk).toBe(false);
    // 1280 px at 0.05 px a Mercator metre is 25.6 km: the area is about three times as wide, and the vectors' reach.
    expect(east - west).toBeGreaterThan(0.6);
    expect(east - west).toBeLessThan(1.2);
    // A pan inside the area keeps it; far away the area follows the view.
    layer.prepare(uniforms(54.52, 18.65, 0.05));
    layer.sync(32);
    expect(requests.at(-1)?.area).toBe(area);
    layer.prepare(uniforms(38.96, -76.42, 0.05));
    layer.sync(48);
    const far = requests.at(-1)?.area;
    expect(far?.[0]).toBeLessThan(-76.42);
    expect(far?.[2]).toBeGreaterThan(-76.42);
  });
});

describe('vessels layer redraws', () => {
  it('asks for a frame when a built layer changes the picture, not for an empty one after an empty one', () => {
    const mesh = () => ({ count: 0, dispose: () => undefined, allocateInterleaved: () => undefined, fillInterleaved: () => undefined });
    const program = { newMesh: mesh, draw: () => undefined };
    const ctx = { program: () => program, origin: ORIGIN, originM: ORIGIN_M, gpuIdle: () => true, viewStill: () => true, stats: { vesselUploadStep: () => undefined } } as unknown as LayerContext;
    let next: { buildId: number; layer: { vertices: ArrayBuffer; vertexCount: number } } | null = null;
    const vesselLayer = {
      setLayerOptions: () => undefined,
      get pendingSinceMs() {
        return next ? 0 : null;
      },
      takeLayer: () => {
        const taken = next;
        next = null;
        return taken;
      },
      uploaded: () => undefined,
    };
    const sources = {
      vesselLayer,
      visibility: { vessels: true },
      preferences: { value: { chart_settings: { vector_length: 6 }, ui_settings: { theme: 'day' } } },
      vesselHighlights: { selectedVesselId: null, alertVesselIds: [] },
    } as unknown as Pick<ChartSources, 'vesselLayer' | 'visibility' | 'preferences' | 'vesselHighlights'>;
    const layer = new VesselsLayer(ctx, sources);
    layer.sync(0);
    const built = (buildId: number, vertexCount: number) => ({ buildId, layer: { vertices: new ArrayBuffer(20 * vertexCount), vertexCount } });
    next = built(1, 0);
    expect(layer.sync(16)).toBe(false);
    next = built(2, 30);
    expect(layer.sync(32)).toBe(true);
    next = built(3, 0);
    expect(layer.sync(48)).toBe(true);
    next = built(4, 0);
    expect(layer.sync(64)).toBe(false);
  });
});

describe('vessels layer highlights', () => {
  it('rings the selected vessel and those of open alerts where the drawn layer has them, rebuilt only on change', () => {
    const uploads: Float32Array[] = [];
    const mesh = () => ({ count: 0, dispose: () => undefined, allocateInterleaved: () => undefined, fillInterleaved: () => undefined });
    const program = { newMesh: mesh, draw: () => undefined };
    const ringProgram = { newMesh: () => ({ count: 0 }), draw: () => undefined, dispose: () => undefined, upload: (m: { count: number }, records: Float32Array) => (uploads.push(records), (m.count = records.length / RING_RECORD_FLOATS)) };
    const programs: string[] = [];
    const ctx = { program: (kind: string) => (programs.push(kind), kind === VesselRingProgram.kind ? ringProgram : program), origin: ORIGIN, originM: ORIGIN_M, gpuIdle: () => true, viewStill: () => true, stats: { vesselUploadStep: () => undefined } } as unknown as LayerContext;
    const built = {
      vertices: new ArrayBuffer(0),
      vertexCount: 0,
      vertexOffsets: new Uint32Array([0, 0, 0]),
      anchors: new Float32Array([10, 20, 30, 40]),
      extentsM: new Float32Array(2),
      extentsPx: new Float32Array(2),
      hullReachM: new Float32Array([0, 50]),
      ids: new Uint32Array([2 ** 23, 2 ** 23 + 1]),
    };
    let next: { buildId: number; layer: typeof built } | null = { buildId: 1, layer: built };
    const vesselLayer = {
      setLayerOptions: () => undefined,
      get pendingSinceMs() {
        return next ? 0 : null;
      },
      takeLayer: () => {
        const taken = next;
        next = null;
        return taken;
      },
      uploaded: () => undefined,
    };
    const highlights = { selectedVesselId: null as number | null, alertVesselIds: [] as readonly number[] };
    const sources = { vesselLayer, visibility: { vessels: true }, preferences: { value: { chart_settings: { vector_length: 6 }, ui_settings: { theme: 'day' } } }, vesselHighlights: highlights } as unknown as Pick<
      ChartSources,
      'vesselLayer' | 'visibility' | 'preferences' | 'vesselHighlights'
    >;
    const layer = new VesselsLayer(ctx, sources);
    layer.sync(0);
    expect(uploads).toHaveLength(0);
    // The ring program is made when the first ring is needed.
    expect(programs).not.toContain(VesselRingProgram.kind);
    highlights.selectedVesselId = 2 ** 23 + 1;
    expect(layer.sync(16)).toBe(true);
    // One ring around the vessel's anchor, growing with its hull (50 m).
    expect(Array.from(uploads.at(-1) ?? [])).toEqual([30, 40, 50, RING_KIND.selected]);
    expect(layer.sync(32)).toBe(false);
    highlights.alertVesselIds = [2 ** 23, 2 ** 23 + 7];
    expect(layer.sync(48)).toBe(true);
    expect(Array.from(uploads.at(-1) ?? [])).toEqual([10, 20, 0, RING_KIND.alert, 30, 40, 50, RING_KIND.selected]);
    highlights.selectedVesselId = null;
    highlights.alertVesselIds = [];
    expect(layer.sync(64)).toBe(true);
    expect(uploads.at(-1)).toHaveLength(0);
    expect(layer.sync(80)).toBe(false);
    expect(programs.filter((kind) => kind === VesselRingProgram.kind)).toHaveLength(1);
  });
});
