// Which proposals the Jammer panel lists: not those already blacklisted
// (the server closes their alerts at its next evaluation), reasons without
// repeats, the oldest finding first.
import type { Proposal } from '../../../protocol/alerts';

export function openProposals(proposals: readonly Proposal[], blacklisted: readonly string[]): Proposal[] {
  const listed = new Set(blacklisted);
  return proposals
    .filter((p) => !listed.has(p.mmsi))
    .map((p) => ({ ...p, reasons: [...new Set(p.reasons)] }))
    .sort((a, b) => a.since.localeCompare(b.since) || a.mmsi.localeCompare(b.mmsi));
}
