// An in-page modal dialog over the whole console (a portal on the body): a
// backdrop whose click closes it, Escape closes it (a modal entry of the
// escape stack: before anything under it, wherever the focus is), focus
// moves into it. Pointer and wheel events inside never reach the chart.
import { useEffect, useId, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { createPortal } from 'react-dom';
import { pl } from '../../i18n/pl';
import { useEscape } from '../../shell/escapeStack';
import './modal.css';

const stop = (e: SyntheticEvent) => e.stopPropagation();

export function Modal({ title, widthPx, onClose, children }: { title: string; widthPx: number; onClose: () => void; children: ReactNode }) {
  const titleId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
  }, []);
  useEscape(onClose, { modal: true });
  return createPortal(
    <div className="modal-backdrop" onClick={onClose} onPointerDown={stop} onWheel={stop} onContextMenu={stop}>
      <div
        ref={dialog}
        className="modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        style={{ width: widthPx }}
        onClick={stop}
      >
        <header className="modal__header">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="panel__close" aria-label={pl.panels.close} title={pl.panels.close} onClick={onClose}>
            {pl.panels.closeIcon}
          </button>
        </header>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
}
