// A floating, draggable info card (react-rnd): a header with the title and
// a close button, the body below. It opens next to the object it describes
// (cardPlacement.ts: not on it, clear of the other cards and the console's
// chrome), inside the layer of cards (the viewport above the status bar);
// a card that grows moves to stay whole on screen; a press brings it to the
// front; Esc closes it when it is the topmost thing open
// (shell/escapeStack.ts). It remembers nothing once closed.
// Pointer and wheel events stay in the card. A card given a size range (the
// nav warning card) is also resizable; its body then scrolls.
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { Rnd } from 'react-rnd';
import type { GeoPoint } from '../../protocol/geo';
import { useChart } from '../chart/chartHandle';
import { pl } from '../i18n/pl';
import { useEscape } from '../shell/escapeStack';
import { placeCard, type Point, type Rect } from './cardPlacement';
import './cards.css';

interface Props {
  title: string;
  testId: string;
  /** Where the described object is (null: unknown); the card opens beside it. */
  anchor: GeoPoint | null;
  widthPx?: number;
  /** A fixed starting height (resizable cards); default: as tall as the content. */
  heightPx?: number;
  /** The height kept free when it opens (a card that loads its content grows to about this). */
  placedHeightPx?: number;
  /** Resizable within these widths. */
  resize?: { minWidthPx: number; maxWidthPx: number };
  onClose: () => void;
  children: ReactNode;
}

/** What a card keeps clear of: the chrome, the panels, the camera windows, the open menu and the alarm banner. */
const CHROME_SELECTOR = '.tool-palette, .top-bar, .app-menu__panel, .user-label, .chart-readouts, .settings-gear, .panel, .camera-window-frame, .camera-strip, .alarm-banner';
/** The margin kept from the edges of the layer. */
const EDGE_PX = 8;

/** The stacking order of the cards: the one pressed last is on top. */
let frontZ = 0;

/** A described object's position from its record's fields (null when it has none). */
export function anchorAt(latDeg: number | null | undefined, lonDeg: number | null | undefined): GeoPoint | null {
  return typeof latDeg === 'number' && typeof lonDeg === 'number' && Number.isFinite(latDeg) && Number.isFinite(lonDeg) ? { latDeg, lonDeg } : null;
}

const rectOf = (el: Element): Rect => {
  const r = el.getBoundingClientRect();
  return { xPx: r.left, yPx: r.top, widthPx: r.width, heightPx: r.height };
};

/** Another card's place: as tall as it will be once loaded (its `data-placed-height`), not only as it is now. */
const cardRectOf = (el: Element): Rect => {
  const rect = rectOf(el);
  const placed = Number((el as HTMLElement).dataset.placedHeight ?? 0);
  return { ...rect, heightPx: Math.max(rect.heightPx, placed) };
};

export function DraggableCard({ title, testId, anchor, widthPx = 320, heightPx, placedHeightPx, resize, onClose, children }: Props) {
  const chart = useChart();
  const rnd = useRef<Rnd>(null);
  const [zIndex, setZIndex] = useState(() => (frontZ += 1));
  const raiseEscape = useEscape(onClose);
  const toFront = () => {
    raiseEscape();
    if (zIndex !== frontZ) setZIndex((frontZ += 1));
  };

  // Placed once, before the first paint, from the card's rendered size (its content decides its height).
  const anchorRef = useRef(anchor);
  useLayoutEffect(() => {
    const self = rnd.current?.getSelfElement();
    const layer = self?.parentElement;
    if (!self || !layer) return;
    const box = layer.getBoundingClientRect();
    const object = anchorRef.current && chart ? chart.geoToScreen(anchorRef.current) : null;
    const onScreen = object && object.xPx >= box.left && object.xPx <= box.right && object.yPx >= box.top && object.yPx <= box.bottom;
    const cards = [...layer.querySelectorAll('.info-card-frame')].filter((el) => el !== self).map(cardRectOf);
    if (placedHeightPx) self.dataset.placedHeight = String(placedHeightPx);
    const at: Point = placeCard({
      widthPx: self.offsetWidth,
      // A card still loading is short: room is kept for what it will show.
      heightPx: Math.max(self.offsetHeight, placedHeightPx ?? 0),
      anchor: onScreen ? object : null,
      area: { xPx: box.left + EDGE_PX, yPx: box.top + EDGE_PX, widthPx: box.width - 2 * EDGE_PX, heightPx: box.height - 2 * EDGE_PX },
      cards,
      obstacles: [...document.querySelectorAll(CHROME_SELECTOR)].map(rectOf),
    });
    rnd.current?.updatePosition({ x: at.xPx - box.left, y: at.yPx - box.top });
    // At once in the DOM too: a card opened in the same render is placed next, from where this one is.
    self.style.transform = `translate(${at.xPx - box.left}px, ${at.yPx - box.top}px)`;
    // A card that grows (a photo loaded, a station's fields) moves up or left as far as needed to stay whole on screen.
    const observer = new ResizeObserver(() => {
      const area = layer.getBoundingClientRect();
      const own = self.getBoundingClientRect();
      const x = Math.max(EDGE_PX, Math.min(own.left - area.left, area.width - EDGE_PX - own.width));
      const y = Math.max(EDGE_PX, Math.min(own.top - area.top, area.height - EDGE_PX - own.height));
      if (Math.abs(x - (own.left - area.left)) > 0.5 || Math.abs(y - (own.top - area.top)) > 0.5) rnd.current?.updatePosition({ x, y });
    });
    observer.observe(self);
    return () => observer.disconnect();
  }, [chart, placedHeightPx]);

  return (
    <Rnd
      ref={rnd}
      default={{ x: 0, y: 0, width: widthPx, height: heightPx ?? 'auto' }}
      bounds="parent"
      enableResizing={resize !== undefined}
      minWidth={resize?.minWidthPx}
      maxWidth={resize?.maxWidthPx}
      dragHandleClassName="info-card__header"
      className="info-card-frame"
      style={{ zIndex }}
    >
      <section
        className={resize ? 'info-card info-card--sized' : 'info-card'}
        data-testid={testId}
        role="dialog"
        aria-label={title}
        onPointerDown={toFront}
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
