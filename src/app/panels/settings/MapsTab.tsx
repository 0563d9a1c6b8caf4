// Mapy: the chart files (GET /api/settings/maps/): upload of .000 cells
// and their updates .001 … .999 (cells first, updates in sequence) with a
// progress bar and the server's Polish error when a file is not a readable
// S-57 cell or an update is refused (no base cell, out of sequence); a cell
// of the same name is replaced after asking, an attached chart is drawn
// again after an update; per file its latest applied update, details,
// visibility, fly-to and delete (MapFileRow.tsx). A visibility switch
// attaches or detaches that chart alone.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { useChart } from '../../chart/chartHandle';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { useConfirm } from '../common/ConfirmDialog';
import { UploadError } from '../../resources/upload';
import { FilePicker } from './FilePicker';
import { MapFileRow } from './MapFileRow';
import { MAP_ACCEPT, baseCellName, chartUpload, uploadOrder } from './mapUploads';
import { serverMessage, setMapVisible } from './settingsCalls';
import { useLoggedError, usePreferences } from './usePreferenceSlider';

const t = pl.mapsTab;

export function MapsTab() {
  const files = useResource((signal) => resources.maps.list({ signal }), []);
  useLoggedError(files.error, t.loadFailed);
  const visibility = usePreferences().map_visibility;
  const chart = useChart();
  const [progress, setProgress] = useState<{ name: string; percent: number } | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  const uploadOne = async (file: File): Promise<boolean> => {
    const onProgress = (fraction: number) => setProgress({ name: file.name, percent: Math.round(fraction * 100) });
    onProgress(0);
    const kind = chartUpload(file.name);
    let failure: unknown;
    try {
      const { filename, update } = await resources.maps.upload(file, onProgress);
      if (update !== undefined && kind) {
        // The chart engine reads the cell again with its updates: an attached chart is drawn again.
        chart?.maps.reload(baseCellName(kind));
        toast.success(t.updateApplied(filename, update));
      } else toast.success(t.uploaded(filename));
      return true;
    } catch (error) {
      failure = error;
    }
    // A cell of that name exists: replace it if the operator agrees (an attached chart is drawn again).
    // An update is never replaced (S-57 applies each once): its refusal is shown.
    if (kind?.update === 0 && failure instanceof UploadError && failure.status === 409 && (await confirm(t.replaceConfirm(file.name), { confirmLabel: t.replace }))) {
      try {
        const { filename } = await resources.maps.upload(file, onProgress, true);
        chart?.maps.reload(filename);
        toast.success(t.uploaded(filename));
        return true;
      } catch (error) {
        failure = error;
      }
    }
    console.error(t.uploadFailed(file.name), failure);
    setMessage(serverMessage(failure) ?? t.uploadFailed(file.name));
    return false;
  };

  const upload = async (picked: File[]) => {
    const refused = picked.filter((f) => chartUpload(f.name) === null);
    setMessage(refused.length > 0 ? t.only000(refused.map((f) => f.name).join(', ')) : null);
    for (const file of uploadOrder(picked.filter((f) => !refused.includes(f)))) {
      if (!(await uploadOne(file))) break;
    }
    setProgress(null);
    void files.reload();
  };

  const remove = async (name: string) => {
    if (!(await confirm(t.confirmDelete(name)))) return;
    try {
      await resources.maps.remove(name);
      // A deleted chart leaves the chart and the saved visibility.
      if (visibility[name] === true) await setMapVisible(name, false);
      toast.info(t.deleted(name));
    } catch (error) {
      console.error(t.deleteFailed(name), error);
      setMessage(serverMessage(error) ?? t.deleteFailed(name));
    }
    void files.reload();
  };

  const list = files.data ?? [];
  return (
    <div className="settings-section">
      <h3 className="settings-section__title">{t.heading}</h3>
      <div className="maps__upload">
        <FilePicker label={t.upload} accept={MAP_ACCEPT} multiple disabled={progress !== null} onFiles={(f) => void upload(f)} />
        {progress && (
          <div className="maps__progress">
            <progress max={100} value={progress.percent} aria-label={t.progressLabel} />
            <span>{t.uploading(progress.name, progress.percent)}</span>
          </div>
        )}
      </div>
      {message && (
        <p className="settings-alert" role="alert">
          {message}
        </p>
      )}
      {files.loading && files.data === undefined && <p className="settings-hint">{t.loading}</p>}
      {files.error !== null && files.data === undefined && <p className="settings-hint settings-hint--danger">{t.loadFailed}</p>}
      {files.data !== undefined && list.length === 0 && <p className="settings-hint">{t.empty}</p>}
      <ul className="maps__list">
        {list.map((file) => (
          <MapFileRow key={file.name} name={file.name} latestUpdate={file.latest_update} visible={visibility[file.name] === true} onDelete={() => void remove(file.name)} />
        ))}
      </ul>
      {dialog}
    </div>
  );
}
