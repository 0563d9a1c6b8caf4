// The lightning feed (spec sections 4, 7 and 8): while the Blitz is on it
// polls /api/stations/last_strikes/ every 5 s with the applied settings and
// hands the strikes to the chart (strikes.ts); a failed poll logs 'Error
// fetching data: {status text}' and keeps the strikes drawn. Applying none
// (switched off, or the panel closed while off) sends the zeroed filter
// once and clears the strikes. Mounted while signed in; no markup.
import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { STRIKE_OFF_QUERY } from '../../../protocol/lightning';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { blitzQuery, blitzState } from './blitzSettings';
import { clearStrikes, lightningStrikes, parseStrikes, setStrikes } from './strikes';

/** Spec section 9: lightning poll 5 s. */
export const LIGHTNING_POLL_MS = 5000;

/** The status text of a failed request (ofetch's FetchError), else its message. */
export function statusTextOf(error: unknown): string {
  const e = error as { statusText?: unknown; message?: unknown } | null;
  if (typeof e?.statusText === 'string' && e.statusText !== '') return e.statusText;
  return typeof e?.message === 'string' ? e.message : String(error);
}

export function LightningFeed() {
  const { on, fields, cleared } = useSnapshot(blitzState);
  const query = blitzQuery(fields);
  const key = JSON.stringify(query);
  const feed = useResource((signal) => resources.lightning.lastStrikes(query, { signal }), [key, on], { pollMs: LIGHTNING_POLL_MS, enabled: on });

  useEffect(() => {
    if (on && feed.data) setStrikes(lightningStrikes, parseStrikes(feed.data));
  }, [on, feed.data]);

  useEffect(() => {
    if (feed.error) console.error(pl.blitz.fetchFailed(statusTextOf(feed.error)));
  }, [feed.error]);

  useEffect(() => {
    if (cleared === 0) return;
    clearStrikes(lightningStrikes);
    resources.lightning.lastStrikes(STRIKE_OFF_QUERY).catch((error: unknown) => console.error(pl.blitz.fetchFailed(statusTextOf(error))));
  }, [cleared]);

  useEffect(() => () => clearStrikes(lightningStrikes), []);
  return null;
}
