// The lightning strikes (spec sections 1, 4 and 8): a bolt at each strike
// of the Blitz poll (the source is a version counter), older ones fading
// (strikeFade.ts), in S-52's yellow (CHYLW) in the theme's live band over a
// dark outline (lightningColours). Rebuilt when the strikes or the theme
// change and once a second while there are any (the fading moves on); not
// pickable.
import { projectLonLatRelative } from '../../../../wasm/geometry';
import { ALPHA_BLENDED, type ChartLayer, type FrameUniforms, type LayerContext, type RenderPass } from '../../render/chartLayer';
import { LIVE_ORDER } from '../../render/drawOrder';
import type { ChartSources } from '../../sources';
import { MarkerProgram, uploadMarkers } from '../marker/markerProgram';
import type { Theme } from '../../../../protocol/preferences';
import { glyphBuffers, type Glyph, type Rgba } from '../sketch/glyphs';
import { lightningColours } from './lightningColours';
import { strikeAlphas } from './strikeFade';

export const STRIKE_SIZE_PX = 16;
export const LIGHTNING_REFADE_MS = 1000;

export class LightningLayer implements ChartLayer {
  readonly id = 'lightning';
  readonly order = LIVE_ORDER.lightning;
  readonly pickable = false;
  readonly glState = ALPHA_BLENDED;
  private readonly program: MarkerProgram;
  private readonly mesh;
  private builtVersion = 0;
  private builtAtMs = -Infinity;
  /** The theme the strikes were built in (nothing is built yet: the one now). */
  private builtTheme: Theme;

  constructor(
    private readonly ctx: LayerContext,
    private readonly sources: Pick<ChartSources, 'lightning' | 'preferences'>,
    private readonly clock: () => number = Date.now,
  ) {
    this.program = ctx.program(MarkerProgram.kind, (gl) => new MarkerProgram(gl));
    this.mesh = this.program.newMesh();
    this.builtTheme = sources.preferences.value.ui_settings.theme;
  }

  sync(nowMs: number): boolean {
    const { strikes, version } = this.sources.lightning;
    const fadeDue = strikes.length > 0 && nowMs - this.builtAtMs >= LIGHTNING_REFADE_MS;
    const theme = this.sources.preferences.value.ui_settings.theme;
    if ((version === this.builtVersion && !fadeDue && theme === this.builtTheme) || !this.ctx.gpuIdle()) return false;
    this.builtVersion = version;
    this.builtTheme = theme;
    this.builtAtMs = nowMs;
    if (strikes.length === 0) {
      this.mesh.dispose();
      return true;
    }
    const lonLat = new Float64Array(2 * strikes.length);
    strikes.forEach((s, i) => {
      lonLat[2 * i] = s.lonDeg;
      lonLat[2 * i + 1] = s.latDeg;
    });
    const at = projectLonLatRelative(lonLat, this.ctx.origin.latDeg, this.ctx.origin.lonDeg);
    const alphas = strikeAlphas(strikes, this.clock());
    const fade = (c: Rgba, a: number): Rgba => [c[0], c[1], c[2], Math.round(c[3] * a)];
    const colours = lightningColours(theme);
    const glyphs: Glyph[] = strikes.map((_, i) => {
      const a = alphas[i] ?? 1;
      return { xM: at[2 * i] ?? 0, yM: at[2 * i + 1] ?? 0, shape: 'bolt', sizePx: STRIKE_SIZE_PX, rgba: fade(colours.bolt, a), outline: fade(colours.outline, a) };
    });
    uploadMarkers(this.mesh, glyphBuffers(glyphs));
    return true;
  }

  draw(pass: RenderPass, u: FrameUniforms): void {
    if (pass === 'colour') this.program.draw(this.mesh, u);
  }

  dispose(): void {
    this.mesh.dispose();
  }
}
