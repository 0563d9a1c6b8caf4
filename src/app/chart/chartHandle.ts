// The one way the rest of the app reaches the chart (through React
// context): screen <-> geo conversion, the view and its changes, fly-to,
// redraws, tools, the captured pixels, extra layers, the icons' part in the
// pick and the pick choice, and the charts' attach and detach for the
// sign-in session.
import { createContext, useContext } from 'react';
import type { Preferences } from '../../protocol/preferences';
import type { GeoPoint, MercatorPoint } from '../../wasm/core';
import type { ChartViewInfo } from './chartController';
import type { IconHitSource, PickChoice } from './input/pickHits';
import type { ChartLayer, LayerContext } from './render/chartLayer';

export type { ChartViewInfo } from './chartController';
export type { IconHit, IconHitSource, PickChoice, PickHit } from './input/pickHits';

/** A position in the chart's fixed coordinates (see ChartHandle.anchor). */
export type ChartAnchor = MercatorPoint;

export interface FlyToOptions {
  /** After the pan, zoom in until the displayed range is at most this (NM). */
  maxRangeNm?: number;
  /** Animation steps of the pan and the time between them (spec: 20 steps of 5 ms). */
  steps?: number;
  stepMs?: number;
}

/** The charts shown for the signed-in user (spec section 4, "Session"). */
export interface ChartMaps {
  /** Signing in: detach every chart (before the preferences load). */
  detachAll(): void;
  /** Attach the world contour map and the visible charts of these preferences. */
  attachVisible(prefs: Preferences): void;
  /** Preferences changed: re-attach or detach what they affect. */
  preferencesChanged(prefs: Preferences): void;
  /** A chart file changed on the server (uploaded again): re-attach it if it is attached. */
  reload(chartName: string): void;
  /** Signed out: no maps. */
  signOut(): void;
}

export interface ChartHandle {
  /** The view now: centre, cursor, displayed range, screen size. */
  viewInfo(): ChartViewInfo;
  /** Calls `fn` after view or cursor changes, at most once per animation frame; returns the unsubscribe. */
  onViewChange(fn: (info: ChartViewInfo) => void): () => void;
  screenToGeo(xPx: number, yPx: number): GeoPoint;
  geoToScreen(p: GeoPoint): { xPx: number; yPx: number };
  /** A position's fixed chart coordinates: overlays placed again on every frame project their positions once, when they change. */
  anchor(p: GeoPoint): ChartAnchor;
  /** Anchors to screen pixels in a view (one call per frame; arithmetic per anchor). */
  anchorsToScreen(view: ChartViewInfo['view']): (a: ChartAnchor) => { xPx: number; yPx: number };
  /** Centres the view on a position, optionally at a range (NM). */
  setView(centre: GeoPoint, rangeNm?: number): void;
  /** An animated pan to a position, then a zoom (FlyToOptions); resolves when done. */
  flyTo(target: GeoPoint, options?: FlyToOptions): Promise<void>;
  /** Asks for a redraw. */
  invalidate(): void;
  /** Switches a chart tool on or off (the tools store follows). */
  setTool(name: string, on: boolean): void;
  /** A key signal (upper-cased key name) for the tools that are on; true when one handled it. */
  key(signal: string): boolean;
  /** The chart's pixels of the last frame (the drawing buffer is preserved). */
  capture(): HTMLCanvasElement;
  /** Fetches these point symbols again (after a symbol upload or delete) and redraws them. */
  refreshSymbols(names: readonly string[]): Promise<void>;
  /** Adds a layer made with the chart's layer context; returns its removal. */
  addLayer(create: (ctx: LayerContext) => ChartLayer): () => void;
  /** An overlay's icons join the chart's pick (they take no pointer input themselves); returns the removal. */
  addIconSource(source: IconHitSource): () => void;
  /** Calls `fn` when a click finds several objects or icons under the pointer; returns the unsubscribe. */
  onPickChoice(fn: (choice: PickChoice) => void): () => void;
  readonly maps: ChartMaps;
}

export const ChartContext = createContext<ChartHandle | null>(null);

/** The chart's handle, or null before the chart has started (or when WebGL2 is missing). */
export function useChart(): ChartHandle | null {
  return useContext(ChartContext);
}
