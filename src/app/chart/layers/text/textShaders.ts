// Shaders of the chart's texts: one screen-pixel quad per glyph (anchored
// in Mercator metres), a signed distance field from the glyph atlas cut at
// its edge with an antialiasing band of one pixel, over a halo (light
// behind dark text, dark behind light text) so texts read over any fill in
// day and night; glyphs of labels the placement did not show are moved out
// of the clip space.
//
// Not instanced: a layer draws 6 vertices per glyph with no vertex
// attributes, and the vertex shader reads its glyph's record (textFormat.ts)
// and shown flag from two integer textures by gl_VertexID. Without a GPU
// (SwiftShader) every instance of an instanced draw is a draw of its own:
// a chart's glyphs as instances cost the GPU process about 300 ms of CPU a
// frame, as vertices about 5 (BENCHMARKS.md).
import { VIEW_GLSL, type ShaderSources } from '../../gl/program';
import { GLYPH_TEXELS, SDF_EDGE, SDF_HALO_EDGE } from './textFormat';

/** Most texels per row of a layer's glyph texture and of its shown-flag texture (the least MAX_TEXTURE_SIZE of WebGL2). */
export const TEXT_TEXTURE_WIDTH = 2048;
/** Glyphs per row of the glyph texture. */
export const GLYPHS_PER_ROW = TEXT_TEXTURE_WIDTH / GLYPH_TEXELS;

export const TEXT_VERTEX = `#version 300 es
uniform highp usampler2D u_glyphs;
uniform highp usampler2D u_shown;
// Texels per row of the two textures.
uniform int u_glyphWidth;
uniform int u_shownWidth;
uniform float u_unitsPerPx;
out vec2 v_uv;
out vec4 v_colour;
${VIEW_GLSL}
// Sign-extends the low / high 16 bits.
float low16(uint v) { return float(int(v << 16u) >> 16); }
float high16(uint v) { return float(int(v) >> 16); }
void main() {
  int glyph = gl_VertexID / 6;
  int corner = gl_VertexID - glyph * 6;
  if (texelFetch(u_shown, ivec2(glyph % u_shownWidth, glyph / u_shownWidth), 0).r == 0u) {
    gl_Position = vec4(2.0, 2.0, 2.0, 1.0);
    return;
  }
  int texel = glyph * ${GLYPH_TEXELS};
  ivec2 at = ivec2(texel % u_glyphWidth, texel / u_glyphWidth);
  uvec4 a = texelFetch(u_glyphs, at, 0);
  uvec4 b = texelFetch(u_glyphs, at + ivec2(1, 0), 0);
  vec2 anchor = vec2(uintBitsToFloat(a.x), uintBitsToFloat(a.y));
  vec4 rect = vec4(low16(a.z), high16(a.z), low16(a.w), high16(a.w)) / u_unitsPerPx;
  vec4 uv = vec4(float(b.x & 0xffffu), float(b.x >> 16u), float(b.y & 0xffffu), float(b.y >> 16u)) / 65535.0;
  // Two triangles: (0,0) (1,0) (1,1) / (0,0) (1,1) (0,1).
  vec2 c = corner == 0 || corner == 3 ? vec2(0.0, 0.0) : corner == 1 ? vec2(1.0, 0.0) : corner == 2 || corner == 4 ? vec2(1.0, 1.0) : vec2(0.0, 1.0);
  vec2 offset = mix(rect.xy, rect.zw, c);
  // y up in the rectangle; the atlas has v down from the glyph's top.
  v_uv = vec2(mix(uv.x, uv.z, c.x), mix(uv.w, uv.y, c.y));
  v_colour = vec4(float(b.z & 0xffu), float((b.z >> 8u) & 0xffu), float((b.z >> 16u) & 0xffu), float(b.z >> 24u)) / 255.0;
  gl_Position = vec4(toClip(anchor, offset), 0.0, 1.0);
}
`;

export const TEXT_FRAGMENT = `#version 300 es
precision highp float;
uniform sampler2D u_atlas;
in vec2 v_uv;
in vec4 v_colour;
out vec4 outColour;
void main() {
  float d = texture(u_atlas, v_uv).r;
  float band = max(fwidth(d) * 0.75, 0.02);
  float ink = smoothstep(${SDF_EDGE.toFixed(3)} - band, ${SDF_EDGE.toFixed(3)} + band, d);
  float halo = smoothstep(${SDF_HALO_EDGE.toFixed(3)} - band, ${SDF_HALO_EDGE.toFixed(3)} + band, d) * 0.8;
  float luminance = dot(v_colour.rgb, vec3(0.299, 0.587, 0.114));
  vec3 haloRgb = luminance > 0.6 ? vec3(0.0) : vec3(1.0);
  float a = max(ink, halo) * v_colour.a;
  if (a < 0.01) discard;
  outColour = vec4(mix(haloRgb, v_colour.rgb, ink / max(ink, halo)), a);
}
`;

/** The text program's [vertex, fragment] sources. */
export const TEXT_PROGRAM: ShaderSources = [TEXT_VERTEX, TEXT_FRAGMENT];
