// Shaders of the fill layer: triangles in origin-relative Mercator metres;
// a feature whose SCAMIN is below the display scale is culled.
import { SCAMIN_GLSL, VERTEX_COLOUR_FRAGMENT, VIEW_GLSL, type ShaderSources } from '../../gl/program';

export const FILL_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec4 a_colour;
layout(location = 2) in vec4 a_pick;
layout(location = 3) in float a_scamin;
uniform bool u_pickPass;
out vec4 v_colour;
${VIEW_GLSL}
${SCAMIN_GLSL}
void main() {
  v_colour = u_pickPass ? a_pick : a_colour;
  gl_Position = scaminHidden(a_scamin) ? CULLED : vec4(toClip(a_pos, vec2(0.0)), 0.0, 1.0);
}
`;

/** The fill program's [vertex, fragment] sources. */
export const FILL_PROGRAM: ShaderSources = [FILL_VERTEX, VERTEX_COLOUR_FRAGMENT];
