// Shows the one open side panel (store/ui.ts) from the panel registry.
import { useSnapshot } from 'valtio';
import { closePanel, ui } from '../store/ui';
import { Panel } from './Panel';
import { PANELS } from './registry';

export function PanelHost() {
  const { panel } = useSnapshot(ui);
  const spec = panel ? PANELS[panel] : undefined;
  if (!panel || !spec) return null;
  const Body = spec.component;
  const close = () => closePanel(panel);
  return (
    <Panel key={panel} spec={spec} onClose={close}>
      <Body onClose={close} />
    </Panel>
  );
}
