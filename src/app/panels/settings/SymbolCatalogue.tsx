// 'Katalog Symboli' (spec section 2): the uploaded symbols drawn as images in
// a grid, each with a delete button (confirmation 'Czy na pewno chcesz
// usunąć symbol "{name}"?'); an upload button taking several .svg files at
// once (other names refused with a Polish message, upload progress shown);
// 'Brak dostępnych symboli' when empty; the width steps with the count.
// Uploaded and deleted symbols change on the chart at once.
import { useState } from 'react';
import { toast } from 'react-toastify';
import { CHART_SYMBOLS_PREFIX } from '../../../protocol/files';
import { useChart } from '../../chart/chartHandle';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { useConfirm } from '../common/ConfirmDialog';
import { catalogueWidthPx, isSvgName } from './catalogueWidth';
import { FilePicker } from './FilePicker';
import { Modal } from './Modal';
import { serverMessage } from './settingsCalls';
import { useLoggedError } from './usePreferenceSlider';
import './catalogue.css';

const t = pl.symbolCatalogue;
const symbolName = (fileName: string): string => fileName.replace(/\.svg$/i, '');

export function SymbolCatalogue({ onClose }: { onClose: () => void }) {
  const symbols = useResource((signal) => resources.symbols.list({ signal }), []);
  useLoggedError(symbols.error, t.loadFailed);
  const chart = useChart();
  const [percent, setPercent] = useState<number | null>(null);
  const { confirm, dialog } = useConfirm();
  const [message, setMessage] = useState<string | null>(null);
  // Images are fetched again after each change (a replaced symbol keeps its name).
  const [revision, setRevision] = useState(0);
  const files = symbols.data ?? [];

  const changed = (names: string[]) => {
    setRevision((r) => r + 1);
    void symbols.reload();
    void chart?.refreshSymbols(names.map(symbolName));
  };

  const upload = async (picked: File[]) => {
    const refused = picked.filter((f) => !isSvgName(f.name));
    const svgs = picked.filter((f) => isSvgName(f.name));
    setMessage(refused.length > 0 ? t.onlySvg(refused.map((f) => f.name).join(', ')) : null);
    if (svgs.length === 0) return;
    setPercent(0);
    try {
      const answer = await resources.symbols.upload(svgs, (fraction) => setPercent(Math.round(fraction * 100)));
      const names = 'filenames' in answer && Array.isArray(answer.filenames) ? (answer.filenames as string[]) : svgs.map((f) => f.name);
      toast.success(t.uploaded(names.length));
      changed(names);
    } catch (error) {
      console.error(t.uploadFailed, error);
      setMessage(serverMessage(error) ?? t.uploadFailed);
    } finally {
      setPercent(null);
    }
  };

  const remove = async (name: string) => {
    if (!(await confirm(t.confirmDelete(name)))) return;
    try {
      await resources.symbols.remove(name);
      toast.info(t.deleted(name));
      changed([name]);
    } catch (error) {
      console.error(t.deleteFailed, error);
      setMessage(serverMessage(error) ?? t.deleteFailed);
    }
  };

  return (
    <Modal title={t.title} widthPx={catalogueWidthPx(files.length)} onClose={onClose}>
      <div className="catalogue__actions">
        <FilePicker label={t.upload} accept=".svg,image/svg+xml" multiple disabled={percent !== null} onFiles={(f) => void upload(f)} />
        {percent !== null && (
          <span className="catalogue__progress">
            <progress max={100} value={percent} aria-label={t.upload} />
            {t.uploading(percent)}
          </span>
        )}
      </div>
      {message && (
        <p className="settings-alert" role="alert">
          {message}
        </p>
      )}
      {symbols.loading && symbols.data === undefined && <p className="settings-hint">{t.loading}</p>}
      {symbols.error !== null && symbols.data === undefined && <p className="settings-hint settings-hint--danger">{t.loadFailed}</p>}
      {symbols.data !== undefined && files.length === 0 && <p className="catalogue__empty">{t.empty}</p>}
      {files.length > 0 && (
        <ul className="catalogue__grid">
          {files.map(({ name }) => (
            <li key={name} className="catalogue__item">
              <img
                className="catalogue__image"
                src={`${CHART_SYMBOLS_PREFIX}${encodeURIComponent(symbolName(name))}?v=${revision}`}
                alt={symbolName(name)}
                width={48}
                height={48}
              />
              <span className="catalogue__name" title={name}>
                {symbolName(name)}
              </span>
              <button type="button" className="settings-button settings-button--danger settings-button--small" title={t.deleteTitle(name)} onClick={() => void remove(name)}>
                {t.delete}
              </button>
            </li>
          ))}
        </ul>
      )}
      {dialog}
    </Modal>
  );
}
