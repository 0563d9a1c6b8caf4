// Shader program helpers: compile, link, look up attributes and uniforms.
// Errors are thrown in Polish (spec section 8).
import { pl } from '../../i18n/pl';

export interface Program {
  program: WebGLProgram;
  attrib(name: string): number;
  uniform(name: string): WebGLUniformLocation;
}

function compile(gl: WebGL2RenderingContext, type: number, source: string): WebGLShader {
  const shader = gl.createShader(type);
  if (!shader) throw new Error(pl.chart.shaderCreateFailed);
  gl.shaderSource(shader, source);
  gl.compileShader(shader);
  if (!gl.getShaderParameter(shader, gl.COMPILE_STATUS)) {
    const log = gl.getShaderInfoLog(shader) ?? '';
    gl.deleteShader(shader);
    throw new Error(pl.chart.shaderCompileFailed(log));
  }
  return shader;
}

export function createProgram(gl: WebGL2RenderingContext, vertex: string, fragment: string): Program {
  const program = gl.createProgram();
  if (!program) throw new Error(pl.chart.programCreateFailed);
  gl.attachShader(program, compile(gl, gl.VERTEX_SHADER, vertex));
  gl.attachShader(program, compile(gl, gl.FRAGMENT_SHADER, fragment));
  gl.linkProgram(program);
  if (!gl.getProgramParameter(program, gl.LINK_STATUS)) throw new Error(pl.chart.programLinkFailed(gl.getProgramInfoLog(program) ?? ''));
  const uniforms = new Map<string, WebGLUniformLocation>();
  return {
    program,
    attrib(name) {
      const loc = gl.getAttribLocation(program, name);
      if (loc < 0) throw new Error(pl.chart.attributeNotFound(name));
      return loc;
    },
    uniform(name) {
      let loc = uniforms.get(name);
      if (!loc) {
        loc = gl.getUniformLocation(program, name) ?? undefined;
        if (!loc) throw new Error(pl.chart.uniformNotFound(name));
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
