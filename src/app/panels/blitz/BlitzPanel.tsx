// The Blitz settings panel (spec sections 2 and 4): number, west, east,
// north and south (text; defaults 100, -18, 43, 73, 33) and the ON/OFF
// switch. ON applies the settings (the lightning feed polls every 5 s),
// OFF applies none; the fields are locked while on; closing the panel while
// off clears the strikes. The settings survive a reload (blitzSettings.ts).
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { pl } from '../../i18n/pl';
import { BLITZ_FIELDS, blitzErrors, blitzPanelClosed, blitzState, setBlitzField, switchBlitzOff, switchBlitzOn } from '../../tools/lightning/blitzSettings';
import './blitz.css';

export function BlitzPanel() {
  const s = useSnapshot(blitzState);
  const errors = blitzErrors(s.fields);
  useEffect(() => () => blitzPanelClosed(), []);
  return (
    <form className="blitz-panel" onSubmit={(e) => e.preventDefault()}>
      <p className="blitz-panel__intro">{pl.blitz.intro}</p>
      {BLITZ_FIELDS.map((field) => (
        <label key={field} className="blitz-panel__field">
          <span>{pl.blitz[field]}</span>
          <input type="text" inputMode={field === 'number' ? 'numeric' : 'decimal'} value={s.fields[field]} disabled={s.on} onChange={(e) => setBlitzField(field, e.target.value)} />
        </label>
      ))}
      <div className="blitz-panel__switch">
        <span id="blitz-switch-label">{pl.blitz.switchLabel}</span>
        <button
          type="button"
          role="switch"
          aria-checked={s.on}
          aria-labelledby="blitz-switch-label"
          className={s.on ? 'blitz-panel__toggle blitz-panel__toggle--on' : 'blitz-panel__toggle'}
          disabled={!s.on && errors.length > 0}
          onClick={() => (s.on ? switchBlitzOff() : switchBlitzOn())}
        >
          {s.on ? pl.blitz.on : pl.blitz.off}
        </button>
      </div>
      {s.on && <p className="blitz-panel__hint">{pl.blitz.locked}</p>}
      {!s.on && errors.length > 0 && (
        <ul className="blitz-panel__errors" role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
    </form>
  );
}
