// Shaders of the point-symbol layer: screen-sized quads textured from the
// atlas; a point whose SCAMIN is below the display scale is culled.
import { SCAMIN_GLSL, VIEW_GLSL, type ShaderSources } from '../../gl/program';

export const SYMBOL_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_offset;
layout(location = 2) in vec2 a_uv;
layout(location = 3) in float a_scamin;
out vec2 v_uv;
${VIEW_GLSL}
${SCAMIN_GLSL}
void main() {
  v_uv = a_uv;
  gl_Position = scaminHidden(a_scamin) ? CULLED : vec4(toClip(a_pos, a_offset), 0.0, 1.0);
}
`;

export const SYMBOL_FRAGMENT = `#version 300 es
precision highp float;
uniform sampler2D u_atlas;
in vec2 v_uv;
out vec4 outColour;
void main() {
  vec4 c = texture(u_atlas, v_uv);
  if (c.a < 0.01) discard;
  outColour = c;
}
`;

/** The symbol program's [vertex, fragment] sources. */
export const SYMBOL_PROGRAM: ShaderSources = [SYMBOL_VERTEX, SYMBOL_FRAGMENT];
