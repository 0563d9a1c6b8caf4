// The browser's right-click menu is blocked over the whole console (spec
// section 2: a right click belongs to the tools: the ruler resets, a marker
// goes), except in text fields, where it keeps copy and paste.
import { useEffect } from 'react';
import { isTyping } from '../signals/keySignals';

export function blockContextMenu(e: Pick<MouseEvent, 'target' | 'preventDefault'>): void {
  if (!isTyping(e.target)) e.preventDefault();
}

export function useBlockContextMenu(): void {
  useEffect(() => {
    document.addEventListener('contextmenu', blockContextMenu);
    return () => document.removeEventListener('contextmenu', blockContextMenu);
  }, []);
}
