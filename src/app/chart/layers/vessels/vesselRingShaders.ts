// Shaders of the highlight rings (vesselHighlight.ts): no vertex buffer;
// each ring's record (anchor, hull reach, kind) is one RGBA32F texel the
// vertex shader reads by `gl_VertexID / RING_VERTICES`, and the vertex's
// place on the ring (border or colour band, segment, corner) comes from
// the rest of its index. Drawn in one call however many rings there are
// (a software GPU draws every instance of an instanced call on its own:
// docs/decisions/0004-texts-without-instancing.md).
import { VERTEX_COLOUR_FRAGMENT, VIEW_GLSL, type ShaderSources } from '../../gl/program';
import { VESSEL_PALETTE } from './vesselColours';
import { RING_BORDER_PX, RING_KIND, RING_RADIUS_PX, RING_WIDTH_PX, SELECTED_RING_GAP_PX } from './vesselHighlight';

/** Segments of a ring's circle. */
export const RING_SEGMENTS = 32;
/** Vertices of one ring: two bands (border, colour) of RING_SEGMENTS quads, 6 vertices each. */
export const RING_VERTICES = 2 * RING_SEGMENTS * 6;
/** Ring records a row of the records texture holds. */
export const RING_TEXTURE_WIDTH = 256;
/** The triangle's half length, pixels: a hull reaching further on screen grows the ring (as the vessel shader's ring role). */
const TRIANGLE_HALF_PX = 10;

const f = (x: number): string => x.toFixed(3);

export const VESSEL_RING_VERTEX = `#version 300 es
precision highp float;
precision highp int;
precision highp sampler2D;
uniform sampler2D u_rings;
uniform vec4 u_palette[${VESSEL_PALETTE.length}];
uniform float u_alpha;
out vec4 v_colour;
${VIEW_GLSL}
const int PER_BAND = ${RING_SEGMENTS * 6};
const float STEP = ${(2 * Math.PI / RING_SEGMENTS).toFixed(8)};
void main() {
  int ring = gl_VertexID / ${RING_VERTICES};
  int v = gl_VertexID - ring * ${RING_VERTICES};
  int band = v / PER_BAND;
  int corner = v - band * PER_BAND;
  int segment = corner / 6;
  corner -= segment * 6;
  vec4 record = texelFetch(u_rings, ivec2(ring % ${RING_TEXTURE_WIDTH}, ring / ${RING_TEXTURE_WIDTH}), 0);
  bool selected = record.w > ${f(RING_KIND.alert + 0.5)};
  float radius = selected ? ${f(RING_RADIUS_PX + SELECTED_RING_GAP_PX)} : ${f(RING_RADIUS_PX)};
  // Band 0 the dark border (wider on both sides), band 1 the ring's colour.
  float inner = band == 0 ? radius - ${f(RING_BORDER_PX)} : radius;
  float outer = band == 0 ? radius + ${f(RING_WIDTH_PX + RING_BORDER_PX)} : radius + ${f(RING_WIDTH_PX)};
  // A quad's corners: (a0, outer), (a0, inner), (a1, outer), (a1, outer), (a0, inner), (a1, inner).
  bool next = corner == 2 || corner == 3 || corner == 5;
  bool outside = corner == 0 || corner == 2 || corner == 3;
  float angle = float(segment + (next ? 1 : 0)) * STEP;
  float grow = max(0.0, record.z * u_scale - ${f(TRIANGLE_HALF_PX)});
  vec2 offset = vec2(cos(angle), sin(angle)) * ((outside ? outer : inner) + grow);
  int entry = band == 0 ? ${VESSEL_PALETTE.indexOf('outline')} : selected ? ${VESSEL_PALETTE.indexOf('selected')} : ${VESSEL_PALETTE.indexOf('alert')};
  vec4 colour = u_palette[entry];
  v_colour = vec4(colour.rgb, colour.a * u_alpha);
  gl_Position = vec4(toClip(record.xy, offset), 0.0, 1.0);
}
`;

export const VESSEL_RING_PROGRAM: ShaderSources = [VESSEL_RING_VERTEX, VERTEX_COLOUR_FRAGMENT];
