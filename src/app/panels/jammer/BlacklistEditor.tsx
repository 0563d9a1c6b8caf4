// The vessel blacklist editor (spec section 2, "Jammer panel"): the prompt,
// the digits-only input, 'Dodaj' ('...' while busy) and the list with
// 'Usuń' per MMSI; a failed load says so ('Nie udało się pobrać listy MMSI'),
// never 'Lista jest pusta'. Embedded by the Jammer panel and the settings 'Statki'
// tab; the behaviour is the hook's (useBlacklist.ts). The Jammer panel
// passes the hook it shares with its proposals, so both see one list.
import { useId, type FormEvent } from 'react';
import { pl } from '../../i18n/pl';
import { MMSI_DIGITS } from './mmsiRules';
import { useBlacklist, type Blacklist } from './useBlacklist';
import './jammer.css';

/** The editor with its own list (the settings 'Statki' tab). */
export function BlacklistEditor() {
  return <BlacklistEditorView blacklist={useBlacklist()} />;
}

/** The editor on a list the caller holds. */
export function BlacklistEditorView({ blacklist }: { blacklist: Blacklist }) {
  const inputId = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void blacklist.add();
  };
  return (
    <div className="blacklist">
      <form className="blacklist__form" onSubmit={submit}>
        <label htmlFor={inputId} className="blacklist__prompt">
          {pl.jammer.prompt}
        </label>
        <div className="blacklist__row">
          <input
            id={inputId}
            className="blacklist__input"
            inputMode="numeric"
            autoComplete="off"
            maxLength={MMSI_DIGITS}
            placeholder={pl.jammer.placeholder}
            value={blacklist.input}
            onChange={(event) => blacklist.setInput(event.target.value)}
          />
          <button type="submit" className="blacklist__add" disabled={blacklist.adding}>
            {blacklist.adding ? pl.jammer.busy : pl.jammer.add}
          </button>
        </div>
      </form>
      {blacklist.loading && <p className="blacklist__note">{pl.jammer.loading}</p>}
      {blacklist.failed && (
        <p className="blacklist__note blacklist__note--failed" data-testid="blacklist-load-error">
          {pl.jammer.loadFailed}
        </p>
      )}
      {!blacklist.loading && !blacklist.failed && blacklist.mmsis.length === 0 && <p className="blacklist__note">{pl.jammer.empty}</p>}
      {blacklist.mmsis.length > 0 && (
        <ul className="blacklist__list" aria-label={pl.jammer.listLabel}>
          {blacklist.mmsis.map((mmsi) => (
            <li key={mmsi} className="blacklist__item">
              <span className="blacklist__mmsi">{mmsi}</span>
              <button
                type="button"
                className="blacklist__remove"
                title={pl.jammer.removeTitle}
                disabled={blacklist.removing === mmsi}
                onClick={() => void blacklist.remove(mmsi)}
              >
                {pl.jammer.remove}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
