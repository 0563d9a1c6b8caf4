// One chart file of the Mapy tab: name, visibility switch, its latest
// applied update (the .001 … .999 files stored beside it), usage band,
// scale, edition / update number, issue and update dates (read by the chart
// engine), a button that flies the chart to the file's coverage, and delete.
import { useChart } from '../../chart/chartHandle';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { coverageView, formatS57Date, formatScale } from './mapInfo';
import { setMapVisible } from './settingsCalls';

const t = pl.mapsTab;

export function MapFileRow({ name, latestUpdate, visible, onDelete }: { name: string; latestUpdate: number; visible: boolean; onDelete: () => void }) {
  // Read again when an update arrives (edition / update and dates change).
  const info = useResource((signal) => resources.maps.info(name, { signal }), [name, latestUpdate]);
  const chart = useChart();
  const data = info.data;
  const bbox = data?.bbox ?? null;
  const flyTo = async () => {
    if (!chart || !bbox) return;
    const { view } = chart.viewInfo();
    const target = coverageView(bbox, view.widthPx, view.heightPx);
    await chart.flyTo(target.centre);
    chart.setView(target.centre, target.rangeNm);
  };
  const scale = data ? formatScale(data.cscl) : null;
  const details: [string, string][] = [[t.latestUpdate, t.latestUpdateValue(latestUpdate)]];
  if (data)
    details.push(
      [t.band, (data.usage_band !== null ? t.bands[data.usage_band] : undefined) ?? t.unknown],
      [t.scale, scale !== null ? t.scaleValue(scale) : t.unknown],
      [t.edition, t.editionValue(data.edition ?? t.unknown, data.update_number ?? t.unknown)],
      [t.issueDate, formatS57Date(data.issue_date) ?? t.unknown],
      [t.updateDate, formatS57Date(data.update_date) ?? t.unknown],
    );
  return (
    <li className="maps__file" aria-label={name}>
      <div className="maps__file-head">
        <label className="settings-switch" title={t.visibleTitle(name)}>
          <input type="checkbox" role="switch" checked={visible} aria-label={t.visibleTitle(name)} onChange={(event) => void setMapVisible(name, event.target.checked)} />
          <span className="maps__file-name">{name}</span>
        </label>
      </div>
      {info.error !== null && info.data === undefined && <p className="settings-hint settings-hint--danger">{t.infoFailed}</p>}
      {info.loading && info.data === undefined && <p className="settings-hint">{t.infoLoading}</p>}
      <dl className="maps__details">
        {details.map(([label, value]) => (
          <div key={label} className="maps__detail">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="maps__actions">
        <button type="button" className="settings-button settings-button--small" title={t.flyToTitle(name)} disabled={!chart || !bbox} onClick={() => void flyTo()}>
          {t.flyTo}
        </button>
        <button type="button" className="settings-button settings-button--small settings-button--danger" onClick={onDelete}>
          {t.delete}
        </button>
      </div>
    </li>
  );
}
