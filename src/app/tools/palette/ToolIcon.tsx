// The tools' icons (24 px line drawings in the current colour), on the
// palette's buttons and in the tools' toasts.
import type { ReactNode } from 'react';

const PATHS: Readonly<Record<string, ReactNode>> = {
  Capture: (
    <>
      <path d="M4 8V5a1 1 0 0 1 1-1h3M16 4h3a1 1 0 0 1 1 1v3M20 16v3a1 1 0 0 1-1 1h-3M8 20H5a1 1 0 0 1-1-1v-3" />
      <circle cx="12" cy="12" r="3.2" />
    </>
  ),
  Camera: (
    <>
      <rect x="3" y="7" width="12" height="10" rx="1.5" />
      <path d="M15 10.5l5-3v9l-5-3z" />
    </>
  ),
  Radar: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <circle cx="12" cy="12" r="4.5" />
      <path d="M12 12l6-6" />
      <circle cx="15.5" cy="14.5" r="1" fill="currentColor" />
    </>
  ),
  Ruler: (
    <>
      <path d="M3.5 16.5l13-13 4 4-13 13z" />
      <path d="M7 13l2 2M10 10l1.5 1.5M13 7l2 2" />
    </>
  ),
  Marker: (
    <>
      <path d="M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11z" />
      <circle cx="12" cy="10" r="2.3" />
    </>
  ),
  Blitz: <path d="M13.5 2.5L5.5 13.5h5.5l-1.5 8 8-11h-5.5z" />,
  Jammer: (
    <>
      <path d="M12 13v8M9 21h6" />
      <path d="M8.5 9.5a5 5 0 0 1 7 0M6 7a8.5 8.5 0 0 1 12 0" />
      <path d="M4 4l16 16" />
    </>
  ),
  Pencil: <path d="M4 20l1-4.5L15.5 5a2 2 0 0 1 3 0l.5.5a2 2 0 0 1 0 3L8.5 19zM13.5 7l3.5 3.5" />,
};

export function ToolIcon({ name, sizePx = 22 }: { name: string; sizePx?: number }) {
  return (
    <svg className="tool-icon" width={sizePx} height={sizePx} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true">
      {PATHS[name] ?? null}
    </svg>
  );
}
