// The vessels list panel ('Statki', spec sections 2, 5, 7 and 8): search by
// MMSI or name, a nav-status filter, columns sortable by MMSI, name, type,
// speed, course and age, a go-to button per vessel. `GET /api/vessels/` is
// polled every 20 s while the panel is open; its answer is parsed and sorted
// in the list worker, searched on the main thread in the keystroke's own
// task (vesselQuery.ts), and the rows are virtualised. Texts:
// 'Ładowanie statków...', 'Brak statków', 'Nie znaleziono statków', a
// failure 'Błąd ładowania danych' with the list emptied.
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { NAV_STATUS_NAMES, type NavStatus } from '../../../protocol/vessels';
import { useChart } from '../../chart/chartHandle';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { Alert } from '../common/Alert';
import { useFailureLog } from '../common/useFailureLog';
import { goToVessel } from './goToVessel';
import { vesselListClient } from './vesselListWorkerClient';
import { VESSEL_SORT_KEYS, type VesselSortKey } from './vesselQuery';
import { VesselRows } from './VesselRows';
import '../common/forms.css';
import './vessels.css';

/** Vessel list refresh while the panel is open (spec section 9). */
export const VESSEL_LIST_POLL_MS = 20_000;

export function VesselsPanel() {
  const client = vesselListClient();
  const view = useSyncExternalStore(client.subscribe, client.getSnapshot);
  const list = useResource((signal) => resources.vessels.listBytes({ signal }).then((bytes) => client.load(bytes)), [client], { pollMs: VESSEL_LIST_POLL_MS });
  useEffect(() => () => client.clear(), [client]);
  useFailureLog(list.error, 'Failed to load vessels');
  const chart = useChart();
  const v = pl.vesselsPanel;
  const { query, table } = view;
  const failed = list.error !== null;

  const sortBy = (key: VesselSortKey) => client.setQuery({ ...query, sortKey: key, descending: query.sortKey === key ? !query.descending : false });
  // Stable while the table is: the rows (memoised) render again only for a new order or table.
  const goTo = useCallback(
    (row: number) => {
      if (!table || !chart) return;
      void goToVessel(chart, table.ids[row] as number, { latDeg: table.latDeg[row] as number, lonDeg: table.lonDeg[row] as number });
    },
    [table, chart],
  );

  return (
    <div className="mgmt-panel vessels-panel" data-testid="vessels-panel">
      <div className="mgmt-search">
        <div className="form-field">
          <label htmlFor="vessel-search">{v.search}</label>
          <input
            id="vessel-search"
            type="search"
            placeholder={v.searchPlaceholder}
            autoComplete="off"
            value={query.search}
            onChange={(e) => client.setQuery({ ...query, search: e.target.value })}
          />
        </div>
        <div className="form-field">
          <label htmlFor="vessel-status">{v.statusFilter}</label>
          <select id="vessel-status" value={query.status ?? ''} onChange={(e) => client.setQuery({ ...query, status: (e.target.value || null) as NavStatus | null })}>
            <option value="">{v.allStatuses}</option>
            {NAV_STATUS_NAMES.map((status, i) => (
              <option key={status} value={status}>
                {v.statusOption(pl.navStatuses[status], table?.statusCounts[i] ?? 0)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {failed && <Alert message={v.loadFailed} testId="vessels-load-error" />}
      {!failed && !table && <p className="mgmt-note">{v.loading}</p>}
      {!failed && table && table.count === 0 && <p className="mgmt-note">{v.empty}</p>}
      {!failed && table && table.count > 0 && (
        <>
          <div className="vessels-summary" data-testid="vessels-summary">
            {v.shown(view.order.length, table.count)}
          </div>
          <div className="vessel-table" role="table" aria-label={v.listLabel} aria-rowcount={view.order.length + 1}>
            <div className="vessel-row vessel-row--header" role="row" aria-rowindex={1}>
              {VESSEL_SORT_KEYS.map((key) => {
                const active = query.sortKey === key;
                return (
                  <span key={key} role="columnheader" aria-sort={active ? (query.descending ? 'descending' : 'ascending') : 'none'}>
                    <button type="button" className="vessel-sort" title={v.sortBy(v.columns[key])} onClick={() => sortBy(key)}>
                      {v.columns[key]}
                      {active && <span aria-hidden="true">{query.descending ? v.sortDescIcon : v.sortAscIcon}</span>}
                    </button>
                  </span>
                );
              })}
              <span role="columnheader">
                <span className="visually-hidden">{v.actionsColumn}</span>
              </span>
            </div>
            {view.order.length === 0 ? (
              <p className="mgmt-note">{v.notFound}</p>
            ) : (
              <VesselRows table={table} order={view.order} querySeq={view.querySeq} onGoTo={goTo} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
