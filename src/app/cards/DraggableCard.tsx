// A floating, draggable info card (react-rnd): a header with the title and
// a close button, the body below. Pointer and wheel events stay in the card.
// A card given a size range (the nav warning card) is also resizable; its
// body then scrolls.
import type { ReactNode } from 'react';
import { Rnd } from 'react-rnd';
import { pl } from '../i18n/pl';
import './cards.css';

interface Props {
  title: string;
  testId: string;
  x: number;
  y: number;
  widthPx?: number;
  /** A fixed starting height (resizable cards); default: as tall as the content. */
  heightPx?: number;
  /** Resizable within these widths. */
  resize?: { minWidthPx: number; maxWidthPx: number };
  onClose: () => void;
  children: ReactNode;
}

export function DraggableCard({ title, testId, x, y, widthPx = 320, heightPx, resize, onClose, children }: Props) {
  return (
    <Rnd
      default={{ x, y, width: widthPx, height: heightPx ?? 'auto' }}
      bounds="parent"
      enableResizing={resize !== undefined}
      minWidth={resize?.minWidthPx}
      maxWidth={resize?.maxWidthPx}
      dragHandleClassName="info-card__header"
      className="info-card-frame"
    >
      <section
        className={resize ? 'info-card info-card--sized' : 'info-card'}
        data-testid={testId}
        role="dialog"
        aria-label={title}
        onWheel={(event) => event.stopPropagation()}
      >
        <header className="info-card__header">
          <h2>{title}</h2>
          <button type="button" className="info-card__close" aria-label={pl.cards.close} title={pl.cards.close} onClick={onClose}>
            {pl.cards.closeIcon}
          </button>
        </header>
        <div className="info-card__body">{children}</div>
      </section>
    </Rnd>
  );
}

export function FieldList({ fields }: { fields: [string, string][] }) {
  return (
    <dl className="info-card__fields">
      {fields.map(([label, value]) => (
        <div key={label} className="info-card__field">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
