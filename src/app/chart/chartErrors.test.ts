import { describe, expect, it } from 'vitest';
import { glErrorText, inSpecWords } from './chartErrors';
import { GlError } from './gl/glError';

describe('chart errors', () => {
  it('words every GL error as the spec does (section 8)', () => {
    expect(glErrorText(new GlError('noWebGl2'))).toBe('Nie udało się zainicjalizować WebGL2');
    expect(glErrorText(new GlError('noFloatReadback'))).toBe('Reading float pixels not supported');
    expect(glErrorText(new GlError('shaderCreate'))).toBe('Nie udało się utworzyć shadera');
    expect(glErrorText(new GlError('programCreate'))).toBe('Nie udało się utworzyć programu');
    expect(glErrorText(new GlError('shaderCompile', 'log'))).toBe('Błąd kompilacji shadera: log');
    expect(glErrorText(new GlError('programLink', 'log'))).toBe('Błąd linkowania programu: log');
    expect(glErrorText(new GlError('attributeNotFound', 'a_pos'))).toBe('Nie znaleziono atrybutu: a_pos');
    expect(glErrorText(new GlError('uniformNotFound', 'u_scale'))).toBe('Nie znaleziono zmiennej uniform: u_scale');
  });

  it('throws a GL error on in Polish with the typed one as its cause, and other errors as they are', () => {
    const typed = new GlError('noWebGl2');
    let thrown: unknown = null;
    try {
      inSpecWords(() => {
        throw typed;
      });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe('Nie udało się zainicjalizować WebGL2');
    expect((thrown as Error).cause).toBe(typed);
    const other = new Error('other');
    expect(() =>
      inSpecWords(() => {
        throw other;
      }),
    ).toThrow(other);
    expect(inSpecWords(() => 7)).toBe(7);
  });
});
