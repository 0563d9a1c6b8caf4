// The console's one confirmation dialog (spec section 5, "Deletion
// confirmations"): an in-page alertdialog labelled by its text, in the
// console's theme, with 'Anuluj' and 'Usuń' (or the caller's word). The
// focus starts on 'Anuluj' (Enter never deletes by accident) and stays in
// the dialog (Tab cycles); Escape or a click beside it cancels; the focus
// returns to the control that opened it. It is drawn on the document body,
// above every panel and modal. `useConfirm` gives `confirm(text)`, a
// promise of the answer, and the dialog to render. The browser's own
// confirm/alert/prompt are never used (ESLint forbids them).
import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { pl } from '../../i18n/pl';
import { useEscape } from '../../shell/escapeStack';
import './confirmDialog.css';

export interface ConfirmOptions {
  /** The confirming button's text (default 'Usuń'). */
  confirmLabel?: string;
}

export type Confirm = (text: string, options?: ConfirmOptions) => Promise<boolean>;

interface Pending extends ConfirmOptions {
  text: string;
  resolve: (ok: boolean) => void;
  /** The control that had the focus when the dialog opened. */
  opener: Element | null;
}

export function useConfirm(): { confirm: Confirm; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  useEffect(() => () => pendingRef.current?.resolve(false), []);
  const confirm = useCallback<Confirm>(
    (text, options = {}) =>
      new Promise<boolean>((resolve) => {
        const opener = pendingRef.current?.opener ?? document.activeElement;
        pendingRef.current?.resolve(false);
        const next = { ...options, text, resolve, opener };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const answer = useCallback((ok: boolean) => {
    const current = pendingRef.current;
    pendingRef.current = null;
    setPending(null);
    if (!current) return;
    current.resolve(ok);
    // Back to the opener (if it is still there: a deleted row takes its buttons with it).
    if (current.opener instanceof HTMLElement && current.opener.isConnected) current.opener.focus();
  }, []);
  return { confirm, dialog: pending ? <ConfirmDialog key={pending.text} text={pending.text} confirmLabel={pending.confirmLabel} onAnswer={answer} /> : null };
}

function ConfirmDialog({ text, confirmLabel, onAnswer }: { text: string; confirmLabel?: string; onAnswer: (ok: boolean) => void }) {
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  // A modal entry of the escape stack: Esc answers 'Anuluj' before anything under the dialog closes.
  useEscape(() => onAnswer(false), { modal: true });
  // Tab and Shift+Tab stay on the two answers.
  const keepFocus = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const buttons = [...(dialog.current?.querySelectorAll('button') ?? [])];
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement);
    event.preventDefault();
    buttons[(at + (event.shiftKey ? -1 : 1) + buttons.length) % buttons.length]?.focus();
  };
  return createPortal(
    <div
      className="confirm-backdrop"
      data-testid="confirm-backdrop"
      onClick={(e) => {
        // React bubbles a portal's events through its owners (a modal's backdrop would close the modal too).
        e.stopPropagation();
        onAnswer(false);
      }}
      onPointerDown={(e) => e.stopPropagation()}
      onWheel={(e) => e.stopPropagation()}
    >
      <div ref={dialog} className="confirm-dialog" role="alertdialog" aria-modal="true" aria-labelledby={textId} onClick={(e) => e.stopPropagation()} onKeyDown={keepFocus}>
        <p id={textId} className="confirm-dialog__text">
          {text}
        </p>
        <div className="confirm-dialog__buttons">
          <button type="button" ref={cancel} onClick={() => onAnswer(false)}>
            {pl.panelForms.cancel}
          </button>
          <button type="button" className="confirm-dialog__confirm" onClick={() => onAnswer(true)}>
            {confirmLabel ?? pl.panelForms.confirm}
          </button>
        </div>
      </div>
    </div>,
    document.body,
  );
}
