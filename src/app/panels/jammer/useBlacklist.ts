// The vessel blacklist as the Jammer panel and the settings 'Statki' tab
// both use it (one hook, one editor, identical behaviour): the list, the
// digits-only input, add and remove with every toast of spec section 8
// (3 s each). The vessels on the list leave the chart at once: the server
// drops them from the stream, and the vessel worker drops what it already
// has (vesselWorker.setBlacklist).
import { useEffect, useState } from 'react';
import { toast } from 'react-toastify';
import { pl } from '../../i18n/pl';
import { vesselWorker } from '../../live';
import { resources, useMutation, useResource } from '../../resources';
import { checkMmsi, JAMMER_TOAST_MS, mmsiInput } from './mmsiRules';

const toastOptions = { autoClose: JAMMER_TOAST_MS } as const;
const statusOf = (error: unknown): number | undefined => (error as { status?: number } | null)?.status;

export interface Blacklist {
  mmsis: readonly string[];
  loading: boolean;
  /** The list could not be loaded (and none was loaded before): the editor says so instead of 'Lista jest pusta'. */
  failed: boolean;
  input: string;
  setInput(text: string): void;
  /** Adds the input's MMSI (nothing when empty), or the one given (a proposal's); true when it is on the list. */
  add(mmsi?: string): Promise<boolean>;
  adding: boolean;
  remove(mmsi: string): Promise<void>;
  /** The MMSI being removed, if any. */
  removing: string | null;
}

export function useBlacklist(): Blacklist {
  const list = useResource((signal) => resources.blacklist.list({ signal }), []);
  const [input, setInputText] = useState('');
  const [removing, setRemoving] = useState<string | null>(null);
  const adding = useMutation((mmsi: string) => resources.blacklist.add(mmsi));
  const removal = useMutation((mmsi: string) => resources.blacklist.remove(mmsi));
  const mmsis = list.data ?? [];

  useEffect(() => {
    if (!list.error) return;
    console.error(pl.jammer.loadFailed, list.error);
    toast.error(pl.jammer.loadFailed, toastOptions);
  }, [list.error]);

  useEffect(() => {
    if (list.data) vesselWorker.setBlacklist(list.data);
  }, [list.data]);

  const add = async (given?: string): Promise<boolean> => {
    if (adding.busy) return false;
    const check = checkMmsi(given ?? input, mmsis);
    if (check.kind === 'empty') return false;
    if (check.kind === 'invalid') {
      toast.error(pl.jammer.invalid, toastOptions);
      return false;
    }
    if (check.kind === 'duplicate') {
      toast.warning(pl.jammer.duplicate, toastOptions);
      return true;
    }
    try {
      const answer = await adding.mutate(check.mmsi);
      if (!answer) throw new Error('no answer');
      list.setData(answer.blacklist ?? [...mmsis, check.mmsi]);
      if (given === undefined) setInputText('');
      toast.success(pl.jammer.added(check.mmsi), toastOptions);
      return true;
    } catch (error) {
      console.error(pl.jammer.addFailed, error);
      if (statusOf(error) === 409) {
        toast.warning(pl.jammer.duplicate, toastOptions);
        void list.reload();
        return true;
      }
      toast.error(pl.jammer.addFailed, toastOptions);
      return false;
    }
  };

  const remove = async (mmsi: string) => {
    if (removal.busy) return;
    setRemoving(mmsi);
    try {
      const answer = await removal.mutate(mmsi);
      if (!answer) throw new Error('no answer');
      list.setData(answer.blacklist ?? mmsis.filter((m) => m !== mmsi));
      toast.info(pl.jammer.removed(mmsi), toastOptions);
    } catch (error) {
      console.error(pl.jammer.removeFailed, error);
      toast.error(pl.jammer.removeFailed, toastOptions);
    } finally {
      setRemoving(null);
    }
  };

  return {
    mmsis,
    loading: list.loading && list.data === undefined,
    failed: list.error !== null && list.data === undefined,
    input,
    setInput: (text) => setInputText(mmsiInput(text)),
    add,
    adding: adding.busy,
    remove,
    removing,
  };
}
