// Where the chart reports its errors: a GL error (gl/glError.ts) leaves the
// chart's entry points (its start, a render-loop iteration, an upload task,
// a tool switched, a layer added) in the spec's words (section 8, "Chart":
// thrown in Polish), the typed error as its cause; other errors pass as
// they are.
import { pl } from '../i18n/pl';
import { GlError, type GlErrorCode } from './gl/glError';

const GL_ERROR_TEXT: Record<GlErrorCode, (detail: string) => string> = {
  noWebGl2: () => pl.chart.webgl2Failed,
  noFloatReadback: () => pl.chart.floatReadbackFailed,
  shaderCreate: () => pl.chart.shaderCreateFailed,
  programCreate: () => pl.chart.programCreateFailed,
  shaderCompile: (log) => pl.chart.shaderCompileFailed(log),
  programLink: (log) => pl.chart.programLinkFailed(log),
  attributeNotFound: (name) => pl.chart.attributeNotFound(name),
  uniformNotFound: (name) => pl.chart.uniformNotFound(name),
};

/** A GL error in the spec's words. */
export const glErrorText = (error: GlError): string => GL_ERROR_TEXT[error.code](error.detail);

/** Runs one of the chart's entry points; a GL error thrown in it is thrown on in the spec's words. */
export function inSpecWords<T>(run: () => T): T {
  try {
    return run();
  } catch (error) {
    throw error instanceof GlError ? new Error(glErrorText(error), { cause: error }) : error;
  }
}
