// Shaders of the chart's texts: one instanced screen-pixel quad per glyph
// (anchored in Mercator metres), a signed distance field from the glyph
// atlas cut at its edge with an antialiasing band of one pixel, over a halo
// (light behind dark text, dark behind light text) so texts read over any
// fill in day and night; glyphs of labels the placement did not show are
// moved out of the clip space.
import { VIEW_GLSL, type ShaderSources } from '../../gl/program';
import { SDF_EDGE, SDF_HALO_EDGE } from './textFormat';

export const TEXT_ATTRIBUTES = { anchor: 0, rect: 1, uv: 2, color: 3, shown: 4 } as const;

export const TEXT_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_anchor;
layout(location = 1) in vec4 a_rect;
layout(location = 2) in vec4 a_uv;
layout(location = 3) in vec4 a_color;
layout(location = 4) in float a_shown;
uniform float u_unitsPerPx;
out vec2 v_uv;
out vec4 v_color;
${VIEW_GLSL}
void main() {
  int corner = gl_VertexID % 6;
  // Two triangles: (0,0) (1,0) (1,1) / (0,0) (1,1) (0,1).
  vec2 c = corner == 0 || corner == 3 ? vec2(0.0, 0.0) : corner == 1 ? vec2(1.0, 0.0) : corner == 2 || corner == 4 ? vec2(1.0, 1.0) : vec2(0.0, 1.0);
  vec4 r = a_rect / u_unitsPerPx;
  vec2 offset = mix(r.xy, r.zw, c);
  // y up in the rectangle; the atlas has v down from the glyph's top.
  v_uv = vec2(mix(a_uv.x, a_uv.z, c.x), mix(a_uv.w, a_uv.y, c.y));
  v_color = a_color;
  gl_Position = a_shown > 0.5 ? vec4(toClip(a_anchor, offset), 0.0, 1.0) : vec4(2.0, 2.0, 2.0, 1.0);
}
`;

export const TEXT_FRAGMENT = `#version 300 es
precision highp float;
uniform sampler2D u_atlas;
in vec2 v_uv;
in vec4 v_color;
out vec4 outColor;
void main() {
  float d = texture(u_atlas, v_uv).r;
  float band = max(fwidth(d) * 0.75, 0.02);
  float ink = smoothstep(${SDF_EDGE.toFixed(3)} - band, ${SDF_EDGE.toFixed(3)} + band, d);
  float halo = smoothstep(${SDF_HALO_EDGE.toFixed(3)} - band, ${SDF_HALO_EDGE.toFixed(3)} + band, d) * 0.8;
  float luminance = dot(v_color.rgb, vec3(0.299, 0.587, 0.114));
  vec3 haloRgb = luminance > 0.6 ? vec3(0.0) : vec3(1.0);
  float a = max(ink, halo) * v_color.a;
  if (a < 0.01) discard;
  outColor = vec4(mix(haloRgb, v_color.rgb, ink / max(ink, halo)), a);
}
`;

/** The text program's [vertex, fragment] sources. */
export const TEXT_PROGRAM: ShaderSources = [TEXT_VERTEX, TEXT_FRAGMENT];
