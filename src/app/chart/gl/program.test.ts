import { describe, expect, it } from 'vitest';
import { inSpecWords } from '../chartErrors';
import { GlError } from './glError';
import { createProgram, prewarmPrograms } from './program';

/** A WebGL2 stand-in recording the calls that matter: programs made, status queries (each a wait for the GPU process). */
function programGl(options: { linkOk?: boolean; compileOk?: boolean } = {}) {
  const calls: string[] = [];
  let programs = 0;
  const gl = {
    VERTEX_SHADER: 1,
    FRAGMENT_SHADER: 2,
    COMPILE_STATUS: 3,
    LINK_STATUS: 4,
    getExtension: () => null,
    createShader: (type: number) => ({ type }),
    shaderSource: () => undefined,
    compileShader: () => undefined,
    createProgram: () => {
      programs += 1;
      calls.push('createProgram');
      return { id: programs };
    },
    attachShader: () => undefined,
    linkProgram: () => undefined,
    useProgram: (program: unknown) => calls.push(program ? 'use' : 'use null'),
    getProgramParameter: () => {
      calls.push('link status');
      return options.linkOk ?? true;
    },
    getShaderParameter: (shader: { type: number }) => {
      calls.push('compile status');
      return shader.type === 2 ? (options.compileOk ?? true) : true;
    },
    getShaderInfoLog: () => 'ERROR: 0:3: syntax',
    getProgramInfoLog: () => 'link log',
    deleteProgram: () => calls.push('deleteProgram'),
    deleteShader: () => undefined,
  };
  return { gl: gl as unknown as WebGL2RenderingContext, calls };
}

describe('shader programs', () => {
  it('takes over a prewarmed program: one status query, no second compile', () => {
    const { gl, calls } = programGl();
    prewarmPrograms(gl, [['v1', 'f1'], ['v2', 'f2']]);
    // Started and used (ANGLE links on use), never asked about.
    expect(calls).toEqual(['createProgram', 'use', 'createProgram', 'use', 'use null']);
    calls.length = 0;
    const program = createProgram(gl, ['v2', 'f2']);
    expect(program.program).toEqual({ id: 2 });
    expect(calls).toEqual(['link status']);
    // Taken over once: the same sources again make a new program.
    calls.length = 0;
    createProgram(gl, ['v2', 'f2']);
    expect(calls).toEqual(['createProgram', 'link status']);
  });

  it('reports the shader that did not compile, in Polish at the chart boundary, and deletes the program', () => {
    const { gl, calls } = programGl({ linkOk: false, compileOk: false });
    expect(() => createProgram(gl, ['v', 'f'])).toThrow(new GlError('shaderCompile', 'ERROR: 0:3: syntax'));
    expect(() => inSpecWords(() => createProgram(gl, ['v', 'f']))).toThrow('Błąd kompilacji shadera: ERROR: 0:3: syntax');
    expect(calls).toContain('deleteProgram');
  });

  it('reports a link failure with the link log when both shaders compiled', () => {
    const { gl } = programGl({ linkOk: false });
    expect(() => createProgram(gl, ['v', 'f'])).toThrow(new GlError('programLink', 'link log'));
    expect(() => inSpecWords(() => createProgram(gl, ['v', 'f']))).toThrow('Błąd linkowania programu: link log');
  });
});
