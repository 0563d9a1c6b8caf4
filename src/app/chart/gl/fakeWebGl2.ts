// A WebGL2 stand-in for renderer and layer tests: every method records its
// call (its name in `calls`, with its arguments in `log`) and returns a
// token; constants are their names; fences are signalled.
export function fakeWebGl2(): { gl: WebGL2RenderingContext; calls: string[]; log: { name: string; args: unknown[] }[] } {
  const calls: string[] = [];
  const log: { name: string; args: unknown[] }[] = [];
  const gl = new Proxy({ drawingBufferWidth: 800, drawingBufferHeight: 600 } as Record<string | symbol, unknown>, {
    get(target, name) {
      if (name in target) return target[name];
      if (typeof name === 'string' && /^[A-Z0-9_]+$/.test(name)) return name;
      return (...args: unknown[]) => {
        calls.push(String(name));
        log.push({ name: String(name), args });
        return name === 'getSyncParameter' ? 'SIGNALED' : name === 'clientWaitSync' ? 'ALREADY_SIGNALED' : { fake: name, args };
      };
    },
  });
  return { gl: gl as unknown as WebGL2RenderingContext, calls, log };
}
