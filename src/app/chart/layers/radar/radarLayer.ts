// The radar picture (a tool's overlay): the scope around the chart centre
// with the sweep turning once every RADAR_SWEEP_PERIOD_MS, and the echoes
// the vessel worker built (taken from the source when new). While shown it
// asks for a frame every RADAR_FRAME_MS: the sweep moves. Switching it off
// disposes the echoes (spec section 4: the toggle clears them).
import type { Mesh } from '../../gl/buffers';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { TOOL_ORDER } from '../../render/drawOrder';
import type { Theme } from '../../../../protocol/preferences';
import { radarColours } from './radarColours';
import { RadarProgram } from './radarProgram';

export const RADAR_SWEEP_PERIOD_MS = 4000;
/** The sweep advances at most this often (25 frames a second). */
export const RADAR_FRAME_MS = 40;
export const RADAR_ECHO_PX = 4;
/** An echo fades to 1/e this far behind the sweep (radians). */
export const RADAR_DECAY_RAD = 2.2;

export interface RadarEchoSource {
  /** The newest echoes [x, y, intensity, ...] once, or null. */
  takeRadarEchoes(): Float32Array | null;
}

/** The sweep's angle (radians clockwise from north) at a time. */
export const sweepAngle = (elapsedMs: number): number => (((elapsedMs % RADAR_SWEEP_PERIOD_MS) + RADAR_SWEEP_PERIOD_MS) % RADAR_SWEEP_PERIOD_MS) / RADAR_SWEEP_PERIOD_MS * 2 * Math.PI;

export class RadarLayer implements ChartLayer {
  readonly id = 'tool:radar';
  readonly order = TOOL_ORDER.radar;
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: RadarProgram;
  private readonly mesh: Mesh;
  private startMs: number | null = null;
  private sweepRad = 0;
  private lastFrameMs = -Infinity;

  constructor(
    private readonly ctx: LayerContext,
    private readonly source: RadarEchoSource,
    /** The theme (the colours: radarColours.ts). */
    private readonly theme: () => Theme,
  ) {
    this.program = ctx.program(RadarProgram.kind, (gl) => new RadarProgram(gl));
    this.mesh = this.program.newMesh();
  }

  /** Echoes now shown. */
  get echoCount(): number {
    return this.mesh.count;
  }

  sync(nowMs: number): boolean {
    // Echoes are uploaded once the GPU has caught up (else the upload would block the main thread).
    const echoes = this.ctx.gpuIdle() ? this.source.takeRadarEchoes() : null;
    if (echoes) this.program.upload(this.mesh, echoes);
    this.startMs ??= nowMs;
    if (!echoes && nowMs - this.lastFrameMs < RADAR_FRAME_MS) return false;
    this.lastFrameMs = nowMs;
    this.sweepRad = sweepAngle(nowMs - this.startMs);
    return true;
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (pass === 'pick') return;
    const { high, low } = radarColours(this.theme());
    this.program.draw(this.mesh, u, { sweepRad: this.sweepRad, high, low, echoPx: RADAR_ECHO_PX, decayRad: RADAR_DECAY_RAD });
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
