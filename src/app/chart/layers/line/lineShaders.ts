// Shaders of the line layer: screen-constant width (extrusion in pixels)
// and the S-52 dash/dot patterns of the core's dashVisible rule; a feature
// whose SCAMIN is below the display scale is culled.
import { SCAMIN_GLSL, VIEW_GLSL, type ShaderSources } from '../../gl/program';

export const LINE_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_extrude;
layout(location = 2) in float a_dist;
layout(location = 3) in float a_style;
layout(location = 4) in vec4 a_colour;
layout(location = 5) in vec4 a_pick;
layout(location = 6) in float a_scamin;
uniform bool u_pickPass;
uniform float u_halfWidth;
out vec4 v_colour;
out float v_distPx;
flat out int v_style;
${VIEW_GLSL}
${SCAMIN_GLSL}
void main() {
  v_colour = u_pickPass ? a_pick : a_colour;
  v_distPx = a_dist * u_scale;
  v_style = int(a_style + 0.5);
  gl_Position = scaminHidden(a_scamin) ? CULLED : vec4(toClip(a_pos, a_extrude * u_halfWidth), 0.0, 1.0);
}
`;

/** Dashed 12 px on / 6 px off, dotted 2 on / 4 off (crates/traxis-core/src/stroke.rs). */
export const LINE_FRAGMENT = `#version 300 es
precision highp float;
in vec4 v_colour;
in float v_distPx;
flat in int v_style;
out vec4 outColour;
bool dashVisible(int style, float d) {
  if (style == 1) return mod(d, 18.0) < 12.0;
  if (style == 2) return mod(d, 6.0) < 2.0;
  return true;
}
void main() {
  if (!dashVisible(v_style, v_distPx)) discard;
  outColour = v_colour;
}
`;

/** The line program's [vertex, fragment] sources. */
export const LINE_PROGRAM: ShaderSources = [LINE_VERTEX, LINE_FRAGMENT];
