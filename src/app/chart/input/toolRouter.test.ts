import { describe, expect, it } from 'vitest';
import type { ChartPointer, ChartTool } from './chartTool';
import { CLICK_SLOP_PX, ToolRouter } from './toolRouter';

const at = (button: ChartPointer['button'] = 'left'): ChartPointer => ({
  xPx: 10,
  yPx: 20,
  geo: { latDeg: 54.5, lonDeg: 18.5 },
  button,
  pointerType: 'mouse',
  dxPx: 1,
  dyPx: 2,
});

/** A tool that records what reaches it and handles presses of the given buttons. */
function recorder(name: string, handles: ChartPointer['button'][], log: string[], keys: string[] = []): ChartTool {
  return {
    name,
    press: (e) => {
      log.push(`${name}:press:${e.button}`);
      return handles.includes(e.button);
    },
    drag: () => {
      log.push(`${name}:drag`);
      return true;
    },
    release: () => {
      log.push(`${name}:release`);
      return true;
    },
    move: () => {
      log.push(`${name}:move`);
    },
    wheel: () => {
      log.push(`${name}:wheel`);
      return false;
    },
    key: (signal) => {
      log.push(`${name}:key:${signal}`);
      return keys.includes(signal);
    },
  };
}

describe('tool routing', () => {
  it('offers a press to the tools most recently switched on first, then the default tool', () => {
    const log: string[] = [];
    const router = new ToolRouter(recorder('default', ['left'], log));
    router.activate(recorder('ruler', ['left', 'right'], log));
    router.activate(recorder('camera', ['middle'], log));
    router.press(at('left'));
    expect(log).toEqual(['camera:press:left', 'ruler:press:left']);
    log.length = 0;
    router.press(at('middle'));
    expect(log).toEqual(['camera:press:middle']);
  });

  it('gives the drag and release of a press to the tool that handled it', () => {
    const log: string[] = [];
    const router = new ToolRouter(recorder('default', ['left'], log));
    router.activate(recorder('camera', ['middle'], log));
    router.press(at('left'));
    router.move(at('left'), true);
    router.release(at('left'));
    expect(log).toEqual(['camera:press:left', 'default:press:left', 'default:drag', 'default:release']);
  });

  it('shows a move without a press to every tool and the default tool', () => {
    const log: string[] = [];
    const router = new ToolRouter(recorder('default', ['left'], log));
    router.activate(recorder('ruler', [], log));
    router.move(at(), false);
    expect(log).toEqual(['ruler:move', 'default:move']);
  });

  it('routes keys until a tool handles them and forgets a tool switched off', () => {
    const log: string[] = [];
    const router = new ToolRouter(recorder('default', ['left'], log));
    router.activate(recorder('ruler', ['left'], log, ['ESCAPE']));
    expect(router.key('ESCAPE')).toBe(true);
    expect(router.key('P')).toBe(false);
    expect(log).toEqual(['ruler:key:ESCAPE', 'ruler:key:P', 'default:key:P']);
    router.press(at('left'));
    expect(router.deactivate('ruler')?.name).toBe('ruler');
    log.length = 0;
    router.move(at(), true);
    router.press(at('left'));
    expect(log).toEqual(['default:move', 'default:press:left']);
    expect(router.tools).toHaveLength(0);
  });

  it('offers a press released where it started as a click to the tools, after the release, until one handles it, then to the default tool', () => {
    const log: string[] = [];
    const clicker = (name: string, handles: boolean) => ({
      ...recorder(name, [], log),
      click: (e: ChartPointer) => {
        log.push(`${name}:click:${e.button}`);
        return handles;
      },
    });
    const router = new ToolRouter({ ...clicker('default', true), press: (e) => log.push(`default:press:${e.button}`) > 0 && e.button === 'left' });
    router.press(at('left'));
    router.release(at('left'));
    expect(log.filter((l) => l.includes('click'))).toEqual(['default:click:left']);
    log.length = 0;
    router.activate(clicker('ruler', true));
    router.activate(clicker('marker', false));
    router.press(at('left'));
    router.move({ ...at('left'), xPx: 10 + CLICK_SLOP_PX }, true);
    router.release({ ...at('left'), xPx: 10 + CLICK_SLOP_PX });
    expect(log.filter((l) => !l.endsWith(':press:left'))).toEqual(['default:drag', 'default:release', 'marker:click:left', 'ruler:click:left']);
    // Nobody on handles it: the default tool gets it.
    router.deactivate('ruler');
    log.length = 0;
    router.press(at('left'));
    router.release(at('left'));
    expect(log.filter((l) => l.includes('click'))).toEqual(['marker:click:left', 'default:click:left']);
    // A right click: nobody takes the press, the click still reaches the tools.
    log.length = 0;
    router.press(at('right'));
    router.release(at('right'));
    expect(log.filter((l) => l.includes('click'))).toEqual(['marker:click:right', 'default:click:right']);
  });

  it('makes a press that moved beyond the slop a drag, not a click', () => {
    const log: string[] = [];
    const router = new ToolRouter(recorder('default', ['left'], log));
    router.activate({ ...recorder('ruler', [], log), click: () => log.push('ruler:click') > 0 });
    router.press(at('left'));
    router.move({ ...at('left'), xPx: 10 + CLICK_SLOP_PX + 1 }, true);
    router.move(at('left'), true); // back where it started: still a drag
    router.release(at('left'));
    expect(log).not.toContain('ruler:click');
  });
});
