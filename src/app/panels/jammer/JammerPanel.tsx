// The Jammer panel (spec section 2): opened by the palette's Jammer button;
// its header is the panel frame's ('Jammer', 'Zamknij'); the body is the
// blacklist editor the settings 'Statki' tab embeds too.
import { BlacklistEditor } from './BlacklistEditor';

export function JammerPanel() {
  return (
    <div className="jammer-panel">
      <BlacklistEditor />
    </div>
  );
}
