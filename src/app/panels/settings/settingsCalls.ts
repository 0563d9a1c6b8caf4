// Saves of the settings panel shared by its tabs, and the server's message
// of a failed call.
import { pl } from '../../i18n/pl';
import { resources } from '../../resources';
import { UploadError } from '../../resources/upload';
import { changePreferences } from '../../store/preferenceChanges';

/** Shows or hides one chart file (POST map-visibility); the chart attaches or detaches that chart alone. */
export function setMapVisible(name: string, visible: boolean): Promise<boolean> {
  return changePreferences(
    { map_visibility: { [name]: visible } },
    () => resources.preferences.mapVisibility(name, visible),
    pl.settings.saveFailed(`map_visibility ${name}`),
  );
}

/** The server's Polish message of a failed call or upload ({code, message}), if it gave one. */
export function serverMessage(error: unknown): string | null {
  if (error instanceof UploadError) return error.body?.message ?? null;
  const message = (error as { data?: { message?: unknown } } | null)?.data?.message;
  return typeof message === 'string' ? message : null;
}
