import { describe, expect, it } from 'vitest';
import type { Proposal } from '../../../protocol/alerts';
import { openProposals } from './proposalRules';

const proposal = (mmsi: string, since: string, reasons: string[]): Proposal => ({
  mmsi,
  name: '',
  vessel_id: null,
  rules: ['position_jump'],
  reasons,
  alert_ids: [1],
  since,
});

describe('openProposals', () => {
  it('leaves out blacklisted MMSIs, the oldest first, reasons once each', () => {
    const rows = openProposals(
      [proposal('261000903', '2026-01-01T10:05:00Z', ['skok', 'skok']), proposal('261000904', '2026-01-01T10:00:00Z', ['duplikat']), proposal('111111111', '2026-01-01T09:00:00Z', ['x'])],
      ['111111111'],
    );
    expect(rows.map((r) => r.mmsi)).toEqual(['261000904', '261000903']);
    expect(rows[1]?.reasons).toEqual(['skok']);
  });
});
