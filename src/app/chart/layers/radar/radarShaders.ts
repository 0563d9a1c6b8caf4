// Shaders of the radar picture: the scope (radarScope.ts geometry around the
// chart centre, the sweep parts turned by u_sweep) and the echoes as round
// points that light up as the sweep passes and fade after it.
import { VIEW_GLSL, type ShaderSources } from '../../gl/program';

/** Angles: clockwise from north (screen up), radians. */
export const SCOPE_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_unit;
layout(location = 1) in vec2 a_offsetPx;
layout(location = 2) in float a_turns;
layout(location = 3) in vec4 a_colour;
uniform vec2 u_centrePx;
uniform float u_radiusPx;
uniform vec2 u_bufferPx;
uniform float u_pxPerCss;
uniform float u_sweep;
uniform vec3 u_high;
out vec4 v_colour;
vec2 turn(vec2 p, float a) {
  float c = cos(a);
  float s = sin(a);
  return vec2(p.x * c + p.y * s, -p.x * s + p.y * c);
}
void main() {
  float a = a_turns * u_sweep;
  vec2 px = u_centrePx + turn(a_unit, a) * u_radiusPx + turn(a_offsetPx, a) * u_pxPerCss;
  // The glow (green in the geometry) takes the theme's radar colour; the dark glass stays.
  v_colour = a_colour.g > 0.5 ? vec4(u_high, a_colour.a) : a_colour;
  gl_Position = vec4(px / u_bufferPx * 2.0 - 1.0, 0.0, 1.0);
}
`;

export const SCOPE_FRAGMENT = `#version 300 es
precision mediump float;
in vec4 v_colour;
out vec4 outColour;
void main() { outColour = v_colour; }
`;

export const ECHO_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_pos;
layout(location = 1) in float a_intensity;
uniform float u_sweep;
uniform float u_pointPx;
uniform float u_radiusM;
uniform float u_decay;
out float v_alpha;
${VIEW_GLSL}
const float TAU = 6.28318530718;
void main() {
  vec2 d = a_pos - u_centre;
  float angle = atan(d.x, d.y);
  float behind = mod(u_sweep - angle, TAU);
  v_alpha = length(d) > u_radiusM ? 0.0 : a_intensity * (0.06 + 0.94 * exp(-behind / u_decay));
  gl_PointSize = u_pointPx;
  gl_Position = vec4(toClip(a_pos, vec2(0.0)), 0.0, 1.0);
}
`;

export const ECHO_FRAGMENT = `#version 300 es
precision mediump float;
in float v_alpha;
uniform vec3 u_high;
uniform vec3 u_low;
out vec4 outColour;
void main() {
  vec2 p = gl_PointCoord * 2.0 - 1.0;
  float r2 = dot(p, p);
  if (r2 > 1.0 || v_alpha <= 0.0) discard;
  float core = 1.0 - r2 * 0.6;
  outColour = vec4(mix(u_low, u_high, 0.4 + 0.6 * v_alpha), v_alpha * core);
}
`;

/** The scope program's [vertex, fragment] sources. */
export const SCOPE_PROGRAM: ShaderSources = [SCOPE_VERTEX, SCOPE_FRAGMENT];

/** The echo program's [vertex, fragment] sources. */
export const ECHO_PROGRAM: ShaderSources = [ECHO_VERTEX, ECHO_FRAGMENT];
