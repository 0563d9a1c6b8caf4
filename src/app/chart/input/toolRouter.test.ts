import { describe, expect, it } from 'vitest';
import type { ChartPointer, ChartTool } from '../../tools/chartTool';
import { ToolRouter } from './toolRouter';

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
});
