import { useRef, useState } from 'react';
import { newClosureId, saveClosure } from '../../data/closures-repo';
import { failureMessage } from '../ui/failure-message';
import { useNotify } from '../ui/notify';
import type { ClosureChange } from './closure-confirm';

/**
 * Saving a change of 'Feriados e recesso': one at a time (`busy`), said when done or failed. A change
 * that failed — maybe halfway: the closure written, and some make-ups of those days not given back or
 * credits not taken or given back — stays `unfinished` (each, by closure) while this screen is open,
 * until one succeeds for that closure; the screen offers it again while the closure stands as that
 * change wrote it (its switch shows the change done: toggling would undo it instead of finishing it).
 */
export function useClosureSave() {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  // A new range's id, kept until it is saved: a save that failed halfway (the closure written, a
  // make-up not returned) is retried on that same closure instead of adding a second one.
  const draft = useRef<{ dates: string; id: string } | null>(null);
  const draftId = ({ startDate, endDate }: { startDate: string; endDate: string }) => {
    const dates = `${startDate}/${endDate}`;
    if (draft.current?.dates !== dates) draft.current = { dates, id: newClosureId() };
    return draft.current.id;
  };
  const [unfinished, setUnfinished] = useState<readonly ClosureChange[]>([]);
  const others = (id: string) => (list: readonly ClosureChange[]) => list.filter((c) => c.id !== id);
  const save = async (change: ClosureChange) => {
    const { id, closure, createdAt, kept } = change;
    if (busy) return false; // a switch toggled while another save runs (see whileSaving)
    setBusy(true);
    try {
      await saveClosure(id, closure, createdAt);
      if (id === draft.current?.id) draft.current = null;
      setUnfinished(others(id));
      notify(
        closure.active
          ? 'Fechamento salvo com sucesso!'
          : kept?.every
            ? `Fechamento desligado. O estúdio continua fechado ${closure.startDate === closure.endDate ? 'nesse dia' : 'nesses dias'}.`
            : 'Estúdio reaberto com sucesso!',
      );
      return true;
    } catch (e) {
      notify(failureMessage('Erro ao salvar o fechamento. Tente novamente.', e));
      // Asked again when retried (ClosureRetry), its `done` run once it succeeds.
      setUnfinished((list) => [...others(id)(list), change]);
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, save, draftId, unfinished };
}
