// The seam every chart tool plugs into (ruler, marker, pencil, radar, the
// camera selection, …): the controller routes pointer and key input through
// the tools that are on, most recently switched on first, and then to the
// default tool (pan, zoom, pick). A tool that handles a press receives the
// drag and release of that press. A press released where it started is
// also a click, offered to the tools that are on (so the ruler, marker and
// pencil act on clicks while a drag still pans the chart), then to the
// default tool (a click on icons or several objects picks: pickHits.ts). A tool's overlay
// layer is drawn while it is on. The app hands the chart its tools as
// factories by name with the switch of which are on (ChartToolSet): the
// chart creates a tool when it is switched on and disposes it when off.
import type { GeoPoint } from '../../../wasm/core';
import type { ChartHandle } from '../chartHandle';
import type { ChartLayer, LayerContext } from '../render/chartLayer';

export type PointerButton = 'left' | 'middle' | 'right';

export interface ChartPointer {
  /** CSS pixels relative to the chart canvas. */
  xPx: number;
  yPx: number;
  /** The position under the pointer. */
  geo: GeoPoint;
  /** The button pressed or released; during a drag, the button held. */
  button: PointerButton;
  pointerType: string;
  /** Movement since the last event (drag and move), CSS pixels. */
  dxPx: number;
  dyPx: number;
}

export interface ChartTool {
  /** The tool's name (the palette's aria-label for palette tools). */
  readonly name: string;
  /** True: handled (the tool gets this press's drag and release); false: routed on. */
  press?(e: ChartPointer): boolean;
  drag?(e: ChartPointer): boolean;
  release?(e: ChartPointer): boolean;
  /**
   * A press released within CLICK_SLOP_PX of where it started (any button;
   * after the release went to whoever took the press); true: handled, not
   * offered to the tools switched on before this one nor to the default tool.
   */
  click?(e: ChartPointer): boolean;
  /** The pointer moved without a press of this tool (every tool that is on sees it). */
  move?(e: ChartPointer): void;
  /** Wheel or pinch zoom; true: handled. */
  wheel?(deltaY: number, e: ChartPointer): boolean;
  /** A key signal (upper-cased key name); true: handled. */
  key?(signal: string): boolean;
  /**
   * True: while this tool is on, a left press does not pick (its clicks are
   * the tool's: a ruler point on a vessel does not open the vessel's card).
   */
  readonly ownsClicks?: boolean;
  /** What the tool draws, in the chart's registry while the tool is on. */
  readonly overlay?: ChartLayer;
  /** Called when the tool is switched off. */
  dispose?(): void;
}

/** What a tool gets when it is switched on. */
export interface ToolContext {
  readonly chart: ChartHandle;
  /** For creating the tool's overlay layer. */
  readonly layers: LayerContext;
}

export type ToolFactory = (ctx: ToolContext) => ChartTool;

/** The app's tools and the switch of which are on (the app's tools store). */
export interface ChartToolSet {
  /** The tools by name. */
  readonly factories: Readonly<Record<string, ToolFactory>>;
  /** Which tools are on now, by name. */
  on(): Readonly<Record<string, boolean>>;
  /** Switches a tool on or off (the chart follows through `subscribe`). */
  setOn(name: string, on: boolean): void;
  /** Calls `fn` after tools were switched; returns the unsubscribe. */
  subscribe(fn: () => void): () => void;
}
