// Shaders of the marker layer: pre-built triangles anchored at Mercator
// positions with pixel offsets (vessels, ghost, vectors, trains); the
// offsets arrive as whole 1/16 pixels (markerPacking.ts).
import { VERTEX_COLOUR_FRAGMENT, VIEW_GLSL, type ShaderSources } from '../../gl/program';
import { OFFSET_UNITS_PER_PX } from './markerPacking';

export const MARKER_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_offset;
layout(location = 2) in vec4 a_colour;
layout(location = 3) in vec4 a_pick;
uniform bool u_pickPass;
out vec4 v_colour;
${VIEW_GLSL}
void main() {
  v_colour = u_pickPass ? a_pick : a_colour;
  gl_Position = vec4(toClip(a_pos, a_offset * ${(1 / OFFSET_UNITS_PER_PX).toFixed(6)}), 0.0, 1.0);
}
`;

/** The marker program's [vertex, fragment] sources. */
export const MARKER_PROGRAM: ShaderSources = [MARKER_VERTEX, VERTEX_COLOUR_FRAGMENT];
