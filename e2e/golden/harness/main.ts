// The golden images' harness page: the chart's renderer alone on a canvas
// (no app, no server connection, no render loop) and
// `window.golden.render(scene, theme)`, which draws one scene of
// e2e/golden/sceneList.ts and resolves once its last frame is drawn;
// `window.golden.unscened()`: the layer kinds no scene draws (coverage.ts).
import '../../../src/app/theme/theme.css';
import type { Theme } from '../../../src/protocol/preferences';
import { SCENES } from '../sceneList';
import { unscened } from './coverage';
import { SCENE_BUILDERS } from './scenes/index';
import { Stage } from './stage';

declare global {
  interface Window {
    golden?: { render(scene: string, theme: Theme): Promise<void>; unscened(): string[] };
  }
}

const stage = new Stage(document.getElementById('stage') as HTMLElement);
window.golden = {
  render: async (name, theme) => {
    const scene = SCENES.find((s) => s.name === name);
    if (!scene) throw new Error(`no scene '${name}'`);
    await stage.render(scene, theme, SCENE_BUILDERS[scene.kind]);
  },
  unscened,
};
