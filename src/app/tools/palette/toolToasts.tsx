// The tools' info toasts (spec section 2): switching a tool on shows one with
// the tool's icon; switching it off dismisses it. Follows the tools store,
// so a tool switched by the palette or by a key signal ('P') behaves alike.
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { subscribe } from 'valtio';
import { pl } from '../../i18n/pl';
import { toolsState } from '../../store/tools';
import { ToolIcon } from './ToolIcon';

export const toolToastId = (name: string): string => `tool:${name}`;

/** Which toasts to show and dismiss when the tools that are on change. */
export function toastChanges(before: ReadonlySet<string>, after: ReadonlySet<string>): { show: string[]; dismiss: string[] } {
  return { show: [...after].filter((n) => !before.has(n)), dismiss: [...before].filter((n) => !after.has(n)) };
}

const onNow = (): Set<string> => new Set(Object.entries(toolsState.on).filter(([name, on]) => on && pl.tools.toastOn[name] !== undefined).map(([name]) => name));

export function useToolToasts(): void {
  useEffect(() => {
    let before = onNow();
    const unsubscribe = subscribe(toolsState, () => {
      const after = onNow();
      const { show, dismiss } = toastChanges(before, after);
      before = after;
      for (const name of dismiss) toast.dismiss(toolToastId(name));
      for (const name of show) toast.info(pl.tools.toastOn[name], { toastId: toolToastId(name), icon: <ToolIcon name={name} sizePx={20} /> });
    });
    return () => {
      unsubscribe();
      for (const name of before) toast.dismiss(toolToastId(name));
    };
  }, []);
}
