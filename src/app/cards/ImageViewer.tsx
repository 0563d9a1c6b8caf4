// The station image viewer (spec section 9): at most 80% of the viewport in
// width and height, at least 350 px wide (imageViewer.css); closes with its
// button, a click outside or Escape.
import { useEffect, useState } from 'react';
import { pl } from '../i18n/pl';
import './imageViewer.css';

interface Props {
  url: string;
  title: string;
  alt: string;
  onClose: () => void;
}

export function ImageViewer({ url, title, alt, onClose }: Props) {
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
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
