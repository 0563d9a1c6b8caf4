// Shaders of the vessel layer (vessels and the predicted ghost): the core's
// interleaved vertices (vessel_vertex.rs), their colours from the theme's
// palette, and which of a vessel's two symbols shows decided here from the
// scale: the triangle while the hull would be shorter than it on screen,
// the hull from there on (a vertex's `switch`), with no rebuild on zoom.
// Stationary vessels' symbols shrink at small scales (u_stationaryScale).
import { VERTEX_COLOUR_FRAGMENT, VIEW_GLSL, type ShaderSources } from '../../gl/program';
import { VESSEL_PALETTE } from './vesselColours';

/** The core's vertex roles and flags (vessel_vertex.rs). */
export const VESSEL_ROLE = { always: 0, triangle: 1, hull: 2 } as const;
export const VESSEL_VERTEX_FLAG = { shrink: 1, hideShrunk: 2 } as const;
/** The paint byte: palette entry in bits 0-2, role 3-4, flags 5-6, pickable 7. */
export const VESSEL_PAINT = { roleShift: 3, flagsShift: 5, pickable: 0x80 } as const;
/** Offsets are whole 1/16 pixels. */
const OFFSET_UNITS_PER_PX = 16;

export const VESSEL_VERTEX = `#version 300 es
layout(location = 0) in vec2 a_pos;
layout(location = 1) in vec2 a_offset;
layout(location = 2) in vec4 a_paint;
layout(location = 3) in float a_switch;
uniform bool u_pickPass;
uniform vec4 u_palette[${VESSEL_PALETTE.length}];
uniform float u_alpha;
uniform float u_stationaryScale;
out vec4 v_colour;
${VIEW_GLSL}
const vec4 CULLED = vec4(2.0, 2.0, 2.0, 1.0);
void main() {
  int paint = int(a_paint.x + 0.5);
  int role = (paint >> ${VESSEL_PAINT.roleShift}) & 3;
  int flags = (paint >> ${VESSEL_PAINT.flagsShift}) & 3;
  bool hull = u_scale >= a_switch;
  bool shrunk = u_stationaryScale < 1.0;
  if ((role == ${VESSEL_ROLE.triangle} && hull) || (role == ${VESSEL_ROLE.hull} && !hull) || ((flags & ${VESSEL_VERTEX_FLAG.hideShrunk}) != 0 && shrunk)) {
    gl_Position = CULLED;
    v_colour = vec4(0.0);
    return;
  }
  vec2 offset = a_offset * ${(1 / OFFSET_UNITS_PER_PX).toFixed(6)};
  if ((flags & ${VESSEL_VERTEX_FLAG.shrink}) != 0) offset *= u_stationaryScale;
  vec4 colour = u_palette[paint & 7];
  vec4 pick = vec4(a_paint.yzw / 255.0, (paint & ${VESSEL_PAINT.pickable}) != 0 ? 1.0 : 0.0);
  v_colour = u_pickPass ? pick : vec4(colour.rgb, colour.a * u_alpha);
  gl_Position = vec4(toClip(a_pos, offset), 0.0, 1.0);
}
`;

export const VESSEL_PROGRAM: ShaderSources = [VESSEL_VERTEX, VERTEX_COLOUR_FRAGMENT];
