// The deletion confirmation (spec section 5): an in-page alertdialog with
// the spec's exact text, 'Usuń' and 'Anuluj' (Escape cancels; the focus
// starts on 'Anuluj', so Enter never deletes by accident). `useConfirm`
// gives the dialog to render and `confirm(text)` resolving to the answer.
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { pl } from '../../i18n/pl';

interface Pending {
  text: string;
  resolve: (ok: boolean) => void;
}

export function useConfirm(): { confirm: (text: string) => Promise<boolean>; dialog: ReactNode } {
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  useEffect(() => () => pendingRef.current?.resolve(false), []);
  const confirm = useCallback(
    (text: string) =>
      new Promise<boolean>((resolve) => {
        pendingRef.current?.resolve(false);
        const next = { text, resolve };
        pendingRef.current = next;
        setPending(next);
      }),
    [],
  );
  const answer = (ok: boolean) => {
    pendingRef.current?.resolve(ok);
    pendingRef.current = null;
    setPending(null);
  };
  return { confirm, dialog: pending ? <ConfirmDialog text={pending.text} onAnswer={answer} /> : null };
}

function ConfirmDialog({ text, onAnswer }: { text: string; onAnswer: (ok: boolean) => void }) {
  const textId = useId();
  const cancel = useRef<HTMLButtonElement>(null);
  useEffect(() => cancel.current?.focus(), []);
  return (
    <div className="confirm-backdrop" onClick={() => onAnswer(false)}>
      <div
        className="confirm-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={textId}
        onClick={(e) => e.stopPropagation()}
        onKeyDown={(e) => {
          if (e.key === 'Escape') {
            e.stopPropagation();
            onAnswer(false);
          }
        }}
      >
        <p id={textId}>{text}</p>
        <div className="confirm-dialog__buttons">
          <button type="button" ref={cancel} onClick={() => onAnswer(false)}>
            {pl.panelForms.cancel}
          </button>
          <button type="button" className="button--danger" onClick={() => onAnswer(true)}>
            {pl.panelForms.confirm}
          </button>
        </div>
      </div>
    </div>
  );
}
