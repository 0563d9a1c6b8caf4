// The frame of a side panel: header with the title and a close button, the
// body, and (for modal panels) a backdrop whose click closes the panel.
// Pointer, wheel and touch events on the panel never reach the chart. Esc
// closes it when it is the topmost thing open (shell/escapeStack.ts).
import type { ReactNode, SyntheticEvent } from 'react';
import { pl } from '../i18n/pl';
import { useEscape } from '../shell/escapeStack';
import type { PanelSpec } from './registry';
import './panels.css';

const stop = (e: SyntheticEvent) => e.stopPropagation();

export const DEFAULT_PANEL_Z_INDEX = 1030;

export function Panel({ spec, onClose, children }: { spec: PanelSpec; onClose: () => void; children: ReactNode }) {
  const zIndex = spec.zIndex ?? DEFAULT_PANEL_Z_INDEX;
  useEscape(onClose);
  return (
    <>
      {spec.modal && <div className="panel-backdrop" data-testid="panel-backdrop" style={{ zIndex }} onClick={onClose} />}
      <aside
        className={`panel panel--${spec.side}`}
        role="dialog"
        aria-label={spec.title}
        style={{ zIndex: zIndex + 1, width: spec.widthPx }}
        onPointerDown={stop}
        onPointerMove={stop}
        onPointerUp={stop}
        onWheel={stop}
        onTouchStart={stop}
        onTouchMove={stop}
        onTouchEnd={stop}
        onContextMenu={stop}
      >
        <header className="panel__header">
          <h2>{spec.title}</h2>
          <button type="button" className="panel__close" aria-label={pl.panels.close} title={pl.panels.close} onClick={onClose}>
            {pl.panels.closeIcon}
          </button>
        </header>
        <div className="panel__body">{children}</div>
      </aside>
    </>
  );
}
