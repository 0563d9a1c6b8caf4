// 'Propozycje': the MMSIs the server's AIS integrity rules hold
// suspicious (position jumps, a duplicated MMSI, an invalid MMSI, ...),
// each with its Polish reasons and one button that blacklists it through
// the panel's shared blacklist hook (the editor below shows it at once).
// The list is polled; an MMSI already on the blacklist is not proposed.
import { useEffect } from 'react';
import { toast } from 'react-toastify';
import { ALERT_EVALUATION_MS } from '../../../protocol/alerts';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { JAMMER_TOAST_MS } from './mmsiRules';
import { openProposals } from './proposalRules';
import type { Blacklist } from './useBlacklist';

export function Proposals({ blacklist }: { blacklist: Blacklist }) {
  const proposals = useResource((signal) => resources.alerts.proposals({ signal }), [], { pollMs: 2 * ALERT_EVALUATION_MS });
  useEffect(() => {
    if (!proposals.error) return;
    console.error(pl.jammer.proposalsLoadFailed, proposals.error);
    toast.error(pl.jammer.proposalsLoadFailed, { autoClose: JAMMER_TOAST_MS, toastId: 'jammer-proposals' });
  }, [proposals.error]);
  const rows = openProposals(proposals.data ?? [], blacklist.mmsis);
  const block = async (mmsi: string) => {
    if (await blacklist.add(mmsi)) void proposals.reload();
  };
  return (
    <section className="proposals" aria-label={pl.jammer.proposalsHeading}>
      <h3 className="proposals__title">{pl.jammer.proposalsHeading}</h3>
      <p className="blacklist__note">{pl.jammer.proposalsHint}</p>
      {proposals.data === undefined && proposals.loading && <p className="blacklist__note">{pl.jammer.proposalsLoading}</p>}
      {proposals.data === undefined && proposals.error !== null && <p className="blacklist__note blacklist__note--failed">{pl.jammer.proposalsLoadFailed}</p>}
      {proposals.data !== undefined && rows.length === 0 && <p className="blacklist__note">{pl.jammer.proposalsEmpty}</p>}
      {rows.length > 0 && (
        <ul className="proposals__list" aria-label={pl.jammer.proposalsListLabel}>
          {rows.map((p) => (
            <li key={p.mmsi} className="proposals__item" data-testid="proposal">
              <div className="proposals__head">
                <span className="blacklist__mmsi">{pl.jammer.proposalMmsi(p.mmsi)}</span>
                <span className="proposals__name">{p.name.trim() || pl.jammer.proposalUnnamed}</span>
              </div>
              <ul className="proposals__reasons">
                {p.reasons.map((reason) => (
                  <li key={reason}>{reason}</li>
                ))}
              </ul>
              <button
                type="button"
                className="blacklist__add proposals__block"
                aria-label={pl.jammer.proposalBlockLabel(p.mmsi)}
                title={pl.jammer.proposalBlockLabel(p.mmsi)}
                disabled={blacklist.adding}
                onClick={() => void block(p.mmsi)}
              >
                {pl.jammer.proposalBlock}
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
