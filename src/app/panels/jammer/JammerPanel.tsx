// The Jammer panel (spec section 2): opened by the palette's Jammer button;
// its header is the panel frame's ('Jammer', 'Zamknij'); the body is the
// blacklist editor the settings 'Statki' tab embeds too, and the
// integrity findings as 'Propozycje' that one click blacklists — both
// on one blacklist hook, so a proposal taken shows in the list at once.
import { BlacklistEditorView } from './BlacklistEditor';
import { Proposals } from './Proposals';
import { useBlacklist } from './useBlacklist';

export function JammerPanel() {
  const blacklist = useBlacklist();
  return (
    <div className="jammer-panel">
      <BlacklistEditorView blacklist={blacklist} />
      <Proposals blacklist={blacklist} />
    </div>
  );
}
