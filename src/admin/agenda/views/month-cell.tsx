import { memo } from 'react';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import type { ClassOnDate } from '../../../domain/class-days';
import { closureLabel, type Closure } from '../../../domain/closure';
import { disciplineLabel } from '../../../domain/enums';
import { dayTitle } from '../agenda-labels';
import { cancelledText, classNote } from '../class-label';
import type { OpenClass } from '../open-class';
import { warmOnIntent } from '../warm-class';

/** SPEC 9: at most 3 classes per day cell, then '+N mais'. */
export const MONTH_CELL_ITEMS = 3;

interface Props {
  iso: string;
  classes: readonly ClassOnDate<ScheduleRecord>[];
  closure: Closure | null;
  outside: boolean;
  isToday: boolean;
  onOpen: (target: OpenClass) => void;
  onOpenDay: (iso: string) => void;
}

// Plain elements styled by the grid's class names (month-view.tsx): 42 cells with up to five buttons
// each render within the month view's budget (issue 10: ≤ 50 ms with 300 schedules), which MUI
// buttons with their ripples and per-element styles did not.
export const MonthCell = memo(function MonthCell({
  iso,
  classes,
  closure,
  outside,
  isToday,
  onOpen,
  onOpenDay,
}: Props) {
  const hidden = classes.length - MONTH_CELL_ITEMS;
  // A cancelled class past the first 3 is said on '+N mais', its reason in the tooltip: a cell must not
  // read as a plain day when the studio cancelled one of its classes.
  const cancelled = classes.slice(MONTH_CELL_ITEMS).filter((c) => c.cancelled);
  const cancelledCount =
    cancelled.length === 0 ? '' : `${cancelled.length} ${cancelled.length === 1 ? 'cancelada' : 'canceladas'}`;
  const day = dayTitle(iso);
  return (
    <div
      role="cell"
      className="cell"
      aria-current={isToday ? 'date' : undefined}
      data-outside={outside || undefined}
      data-closed={closure ? true : undefined}
    >
      <button
        type="button"
        className="day"
        data-day={iso}
        onClick={() => onOpenDay(iso)}
        // A closed day says why it has no class (its label beside it is not part of this button's name).
        aria-label={`${day}: ${closure ? closureLabel(closure) : `${classes.length} ${classes.length === 1 ? 'aula' : 'aulas'}`}`}
      >
        {Number(iso.slice(8, 10))}
      </button>
      {closure && (
        <span className="closure" data-closure="">
          {closureLabel(closure)}
        </span>
      )}
      {classes.slice(0, MONTH_CELL_ITEMS).map((c) => {
        // The reason is shown under the time where the cell has room (month-view.tsx); the origin of a
        // moved class (its mark aside) is its tooltip and part of its name, as the reason is too.
        const note = classNote(c);
        return (
          <button
            type="button"
            key={`${c.schedule.id}|${c.date}`}
            className="class"
            data-agenda-class=""
            data-cancelled={c.cancelled || undefined}
            data-moved={(c.moved && !c.cancelled) || undefined}
            title={note || undefined}
            onClick={() => onOpen({ scheduleId: c.schedule.id, date: c.date })}
            {...warmOnIntent(c)}
            // Its day in its name too: the buttons of the 42 cells are told apart out of the grid (a list of buttons).
            aria-label={`${c.startTime} ${disciplineLabel(c.schedule.discipline)}, ${day}${note ? ` — ${note}` : ''}`}
          >
            {c.startTime}
            {c.cancelled && <span className="why">{c.reason}</span>}
          </button>
        );
      })}
      {hidden > 0 && (
        <button
          type="button"
          className="more"
          data-cancelled={cancelledCount ? true : undefined}
          onClick={() => onOpenDay(iso)}
          title={cancelled.map((c) => `${c.startTime} ${cancelledText(c)}`).join('\n') || undefined}
          aria-label={`+${hidden} mais${cancelledCount && ` (${cancelledCount})`}, ${day}`}
        >
          +{hidden} mais
          {cancelledCount && <span className="why">{cancelledCount}</span>}
        </button>
      )}
    </div>
  );
});
