// The station image viewer (spec section 9): at most 80% of the viewport in
// width and height, at least 350 px wide (imageViewer.css); closes with its
// button, a click outside or Escape (a modal entry of the escape stack: it
// closes before the card it was opened from).
import { useState } from 'react';
import { pl } from '../i18n/pl';
import { useEscape } from '../shell/escapeStack';
import './imageViewer.css';

interface Props {
  url: string;
  title: string;
  alt: string;
  onClose: () => void;
}

export function ImageViewer({ url, title, alt, onClose }: Props) {
  const [failed, setFailed] = useState(false);
  useEscape(onClose, { modal: true });
  return (
    <div className="image-viewer-backdrop" onPointerDown={(event) => event.target === event.currentTarget && onClose()}>
      <section className="image-viewer" role="dialog" aria-label={title} data-testid="image-viewer" onWheel={(event) => event.stopPropagation()}>
        <header className="image-viewer__header">
          <h2>{title}</h2>
          <button type="button" className="info-card__close" aria-label={pl.cards.close} title={pl.cards.close} onClick={onClose}>
            {pl.cards.closeIcon}
          </button>
        </header>
        {failed ? (
          <p className="image-viewer__error" role="alert">
            {pl.cards.imageViewer.failed}
          </p>
        ) : (
          <img className="image-viewer__image" src={url} alt={alt} onError={() => setFailed(true)} />
        )}
      </section>
    </div>
  );
}
