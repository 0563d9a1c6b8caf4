// Kamery: the cameras (/api/camera/manage/): the list, the add and edit
// forms (CameraForm.tsx), the snapshot URL opened in a new tab, delete after
// 'Usunąć kamerę {name}?'. Failures are logged and the list keeps its last
// state; a failed save also shows the server's message in the form.
import { useState } from 'react';
import { toast } from 'react-toastify';
import type { Camera, CameraInput } from '../../../protocol/cameras';
import { pl } from '../../i18n/pl';
import { resources, useResource } from '../../resources';
import { useConfirm } from '../common/ConfirmDialog';
import { CameraForm } from './CameraForm';
import { cameraToForm, emptyCameraForm, snapshotHref } from './cameraForm';
import { serverMessage } from './settingsCalls';
import { useLoggedError } from './usePreferenceSlider';
import './cameras.css';

const t = pl.camerasTab;

/** Runs a save; on failure logs it and rejects with the message the form shows. */
async function saving(run: () => Promise<unknown>, failed: string): Promise<void> {
  try {
    await run();
  } catch (error) {
    console.error(failed, error);
    const detail = serverMessage(error);
    throw new Error(detail ? `${failed} ${detail}` : failed, { cause: error });
  }
}

function CameraRow({ camera, onEdit, onDelete }: { camera: Camera; onEdit: () => void; onDelete: () => void }) {
  const snapshot = snapshotHref(camera.snapshot_url);
  return (
    <li className="cameras__item" aria-label={camera.name}>
      <div className="cameras__text">
        <strong>{camera.name}</strong>
        <span className="settings-hint">{t.summary(camera.camera_type, `${camera.ip_address}:${camera.port}`)}</span>
        <span className="settings-hint">{t.sector(camera.angle_min, camera.angle_max, camera.range_max)}</span>
      </div>
      <div className="cameras__actions">
        {snapshot && (
          <a className="settings-button settings-button--small" href={snapshot} target="_blank" rel="noopener noreferrer" title={t.snapshotTitle(camera.name)}>
            {t.snapshot}
          </a>
        )}
        <button type="button" className="settings-button settings-button--small" title={t.editTitle(camera.name)} onClick={onEdit}>
          {t.edit}
        </button>
        <button type="button" className="settings-button settings-button--small settings-button--danger" title={t.deleteTitle(camera.name)} onClick={onDelete}>
          {t.delete}
        </button>
      </div>
    </li>
  );
}

export function CamerasTab() {
  const cameras = useResource((signal) => resources.cameras.list({ signal }), []);
  useLoggedError(cameras.error, t.loadFailed);
  const [form, setForm] = useState<'add' | number | null>(null);
  const { confirm, dialog } = useConfirm();
  const list = cameras.data ?? [];
  const editing = typeof form === 'number' ? list.find((c) => c.id === form) : undefined;

  const add = (input: CameraInput) =>
    saving(async () => {
      const created = await resources.cameras.create(input);
      toast.success(t.added(created.name));
      setForm(null);
      void cameras.reload();
    }, t.addFailed);

  const save = (camera: Camera, input: CameraInput) =>
    saving(async () => {
      const updated = await resources.cameras.update(camera.id, input);
      toast.success(t.saved(updated.name));
      setForm(null);
      void cameras.reload();
    }, t.saveFailed);

  const remove = async (camera: Camera) => {
    if (!(await confirm(t.confirmDelete(camera.name)))) return;
    try {
      await resources.cameras.remove(camera.id);
      toast.info(t.deleted(camera.name));
      if (form === camera.id) setForm(null);
      void cameras.reload();
    } catch (error) {
      console.error(t.deleteFailed, error);
      toast.error(serverMessage(error) ?? t.deleteFailed);
    }
  };

  return (
    <div className="settings-section">
      <div className="cameras__head">
        <h3 className="settings-section__title">{t.heading}</h3>
        <button type="button" className="settings-button settings-button--small" aria-expanded={form === 'add'} onClick={() => setForm(form === 'add' ? null : 'add')}>
          {form === 'add' ? t.cancel : t.add}
        </button>
      </div>
      {form === 'add' && <CameraForm title={t.addTitle} initial={emptyCameraForm()} submitLabel={t.save} onSubmit={add} onCancel={() => setForm(null)} />}
      {editing && (
        <CameraForm
          key={editing.id}
          title={t.editTitleOf(editing.name)}
          initial={cameraToForm(editing)}
          submitLabel={t.saveChanges}
          onSubmit={(input) => save(editing, input)}
          onCancel={() => setForm(null)}
        />
      )}
      {cameras.loading && cameras.data === undefined && <p className="settings-hint">{t.loading}</p>}
      {cameras.error !== null && cameras.data === undefined && <p className="settings-hint settings-hint--danger">{t.loadFailed}</p>}
      {cameras.data !== undefined && list.length === 0 && <p className="settings-hint">{t.empty}</p>}
      <ul className="cameras__list">
        {list.map((camera) => (
          <CameraRow key={camera.id} camera={camera} onEdit={() => setForm(camera.id)} onDelete={() => void remove(camera)} />
        ))}
      </ul>
      {dialog}
    </div>
  );
}
