// Shader program helpers: compile, link, look up attributes and uniforms.
// Failures are typed (glError.ts); the chart words them where it reports
// them (chartErrors.ts).
import { GlError } from './glError';

export interface Program {
  program: WebGLProgram;
  attrib(name: string): number;
  uniform(name: string): WebGLUniformLocation;
}

/** A program whose shaders were handed to the GPU process and linked, not yet asked about. */
interface PendingProgram {
  program: WebGLProgram;
  vertex: WebGLShader;
  fragment: WebGLShader;
}

/**
 * Programs started by `prewarmPrograms`, per context and source pair. A
 * status query (compile or link) waits for the GPU process to finish every
 * command before it, and on a software GPU a shader takes 50-120 ms to
 * compile: started at set-up, the compile runs while the chart's data loads,
 * and the layer that first needs the program asks once, with the work done.
 */
const pending = new WeakMap<WebGL2RenderingContext, Map<string, PendingProgram>>();
const keyOf = (vertex: string, fragment: string): string => `${vertex}\u0000${fragment}`;

function shader(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const made = gl.createShader(type);
  if (!made) throw new GlError('shaderCreate');
  gl.shaderSource(made, source);
  gl.compileShader(made);
  return made;
}

function begin(gl: WebGL2RenderingContext, vertexSource: string, fragmentSource: string): PendingProgram {
  const program = gl.createProgram();
  if (!program) throw new GlError('programCreate');
  const vertex = shader(gl, gl.VERTEX_SHADER, vertexSource);
  const fragment = shader(gl, gl.FRAGMENT_SHADER, fragmentSource);
  gl.attachShader(program, vertex);
  gl.attachShader(program, fragment);
  gl.linkProgram(program);
  return { program, vertex, fragment };
}

/** A [vertex, fragment] source pair. */
export type ShaderSources = readonly [vertex: string, fragment: string];

/**
 * Starts compiling and linking programs without waiting for them (with
 * KHR_parallel_shader_compile the GPU process uses several threads);
 * `createProgram` with the same sources takes them over.
 */
export function prewarmPrograms(gl: WebGL2RenderingContext, all: readonly ShaderSources[]): void {
  gl.getExtension('KHR_parallel_shader_compile');
  let started = pending.get(gl);
  if (!started) {
    started = new Map();
    pending.set(gl, started);
  }
  for (const [vertex, fragment] of all) {
    const key = keyOf(vertex, fragment);
    if (started.has(key)) continue;
    const made = begin(gl, vertex, fragment);
    started.set(key, made);
    // ANGLE links lazily: using the program makes the GPU process link it now, without the page waiting.
    gl.useProgram(made.program);
  }
  gl.useProgram(null);
}

function takePending(gl: WebGL2RenderingContext, vertex: string, fragment: string): PendingProgram {
  const key = keyOf(vertex, fragment);
  const started = pending.get(gl)?.get(key);
  if (!started) return begin(gl, vertex, fragment);
  pending.get(gl)?.delete(key);
  return started;
}

/** Why a program did not link: the first shader that did not compile, else the link log. */
function failure(gl: WebGL2RenderingContext, made: PendingProgram): GlError {
  for (const part of [made.vertex, made.fragment]) {
    if (!gl.getShaderParameter(part, gl.COMPILE_STATUS)) return new GlError('shaderCompile', gl.getShaderInfoLog(part) ?? '');
  }
  return new GlError('programLink', gl.getProgramInfoLog(made.program) ?? '');
}

/** The program of these sources (prewarmed or started now); one status query, the shaders' logs only on failure. */
export function createProgram(gl: WebGL2RenderingContext, [vertexSource, fragmentSource]: ShaderSources): Program {
  const made = takePending(gl, vertexSource, fragmentSource);
  const program = made.program;
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) {
    const error = failure(gl, made);
    gl.deleteProgram(program);
    gl.deleteShader(made.vertex);
    gl.deleteShader(made.fragment);
    throw error;
  }
  // Linked: the shaders are no longer needed (the program keeps its code).
  gl.deleteShader(made.vertex);
  gl.deleteShader(made.fragment);
  const uniforms = new Map<string, WebGLUniformLocation>();
  return {
    program,
    attrib(name) {
      const loc = gl.getAttribLocation(program, name);
      if (loc < 0) throw new GlError('attributeNotFound', name);
      return loc;
    },
    uniform(name) {
      let loc = uniforms.get(name);
      if (!loc) {
        loc = gl.getUniformLocation(program, name) ?? undefined;
        if (!loc) throw new GlError('uniformNotFound', name);
        uniforms.set(name, loc);
      }
      return loc;
    },
  };
}

/** The uniforms every chart shader shares: pan and zoom live only here. */
export interface ViewUniforms {
  /** Centre minus the layer origin, Mercator metres. */
  centreRel: [number, number];
  pixelsPerMercatorM: number;
  viewportPx: [number, number];
  /** 1 in the id pass, 0 for colours. */
  pickPass: boolean;
  /** The display scale 1:N (the core's displayScaleDenominator of the range over the canvas half height): SCAMIN. */
  scaleDenominator: number;
}

/** GLSL shared by the vertex shaders: Mercator metres (origin-relative) to clip space. */
/** The fragment shader of the programs whose vertex shader gives each vertex its colour (`v_colour`). */
export const VERTEX_COLOUR_FRAGMENT = `#version 300 es
precision highp float;
in vec4 v_colour;
out vec4 outColour;
void main() { outColour = v_colour; }
`;

export const VIEW_GLSL = `
uniform vec2 u_centre;
uniform float u_scale;
uniform vec2 u_viewport;
vec2 toClip(vec2 pos, vec2 offsetPx) {
  vec2 px = (pos - u_centre) * u_scale + offsetPx;
  return px * 2.0 / u_viewport;
}
`;

export function setViewUniforms(gl: WebGL2RenderingContext, p: Program, u: ViewUniforms): void {
  gl.uniform2f(p.uniform('u_centre'), u.centreRel[0], u.centreRel[1]);
  gl.uniform1f(p.uniform('u_scale'), u.pixelsPerMercatorM);
  gl.uniform2f(p.uniform('u_viewport'), u.viewportPx[0], u.viewportPx[1]);
}

/**
 * GLSL of the S-52 scale minimum (SCAMIN): a feature is drawn while the
 * display scale 1:N has N <= its SCAMIN (0: always; the core's
 * scamin_visible). A vertex shader moves a hidden feature's vertices out of
 * the clip volume, so its triangles are culled: no rebuild on zoom.
 */
export const SCAMIN_GLSL = `
uniform float u_scaleDenominator;
bool scaminHidden(float scamin) { return scamin > 0.0 && u_scaleDenominator > scamin; }
const vec4 CULLED = vec4(2.0, 2.0, 2.0, 1.0);
`;

export function setScaminUniform(gl: WebGL2RenderingContext, p: Program, u: ViewUniforms): void {
  gl.uniform1f(p.uniform('u_scaleDenominator'), u.scaleDenominator);
}
