// Tools switched by a key signal (spec section 4: the tools are toggled by
// trigger signals): 'P' toggles the pencil, which has no palette button.
import { toggleTool } from '../store/tools';
import { TOOL_NAMES } from './toolNames';

export const KEY_TRIGGERS: Readonly<Record<string, string>> = {
  P: TOOL_NAMES.pencil,
};

/** What a signal triggers, or null. */
export function triggerForSignal(signal: string): (() => void) | null {
  const tool = KEY_TRIGGERS[signal];
  return tool === undefined ? null : () => toggleTool(tool);
}
