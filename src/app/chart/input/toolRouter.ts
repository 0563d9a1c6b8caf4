// Routes pointer, wheel and key input through the tools that are on (most
// recently switched on first), then to the default tool. The tool that
// handles a press owns that press's drag and release; a press released
// where it started is then offered as a click to the tools that are on, and
// then to the default tool (which picks what lies under the pointer).
import type { ChartPointer, ChartTool } from './chartTool';

/** A press whose pointer moved at most this far (CSS px) before its release is a click. */
export const CLICK_SLOP_PX = 4;

export class ToolRouter {
  private active: ChartTool[] = [];
  private captured: ChartTool | null = null;
  /** Where the press in progress started; null once it moved beyond the click slop. */
  private pressedAt: { xPx: number; yPx: number } | null = null;

  constructor(private readonly fallback: ChartTool) {}

  /** The tools that are on, most recently switched on first. */
  get tools(): readonly ChartTool[] {
    return this.active;
  }

  activate(tool: ChartTool): void {
    this.deactivate(tool.name);
    this.active.unshift(tool);
  }

  /** Switches a tool off; returns it (null if it was not on). */
  deactivate(name: string): ChartTool | null {
    const tool = this.active.find((t) => t.name === name) ?? null;
    if (!tool) return null;
    this.active = this.active.filter((t) => t !== tool);
    if (this.captured === tool) this.captured = null;
    return tool;
  }

  private chain(): ChartTool[] {
    return [...this.active, this.fallback];
  }

  press(e: ChartPointer): void {
    this.pressedAt = { xPx: e.xPx, yPx: e.yPx };
    this.captured = this.chain().find((tool) => tool.press?.(e) === true) ?? null;
  }

  /** A pointer move: a drag of the captured press, or a move every tool sees. */
  move(e: ChartPointer, pressed: boolean): void {
    const p = this.pressedAt;
    if (pressed && p && Math.hypot(e.xPx - p.xPx, e.yPx - p.yPx) > CLICK_SLOP_PX) this.pressedAt = null;
    if (pressed && this.captured) {
      this.captured.drag?.(e);
      return;
    }
    for (const tool of this.chain()) tool.move?.(e);
  }

  release(e: ChartPointer): void {
    const tool = this.captured;
    const p = this.pressedAt;
    this.captured = null;
    this.pressedAt = null;
    tool?.release?.(e);
    if (p && Math.hypot(e.xPx - p.xPx, e.yPx - p.yPx) <= CLICK_SLOP_PX) this.chain().some((t) => t.click?.(e) === true);
  }

  wheel(deltaY: number, e: ChartPointer): void {
    for (const tool of this.chain()) if (tool.wheel?.(deltaY, e) === true) return;
  }

  key(signal: string): boolean {
    return this.chain().some((tool) => tool.key?.(signal) === true);
  }
}
