// Symbolika: opens the symbol catalogue ('Katalog Symboli').
import { useState } from 'react';
import { pl } from '../../i18n/pl';
import { SymbolCatalogue } from './SymbolCatalogue';

export function SymbolsTab() {
  const [open, setOpen] = useState(false);
  return (
    <div className="settings-section">
      <p className="settings-hint">{pl.symbolCatalogue.intro}</p>
      <button type="button" className="settings-button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {pl.symbolCatalogue.open}
      </button>
      {open && <SymbolCatalogue onClose={() => setOpen(false)} />}
    </div>
  );
}
