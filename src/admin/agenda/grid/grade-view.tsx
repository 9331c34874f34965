// Grade: an hour grid of the week (or day) with react-big-calendar (issue 15). This file is its own
// chunk, so the calendar and its CSS load only with this view.
import 'react-big-calendar/lib/css/react-big-calendar.css';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { dateFnsLocalizer, type EventProps, type View } from 'react-big-calendar';
import dragAndDrop, { type EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { format, getDay, parse, startOfWeek } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { alpha, Box, Chip, Paper, Stack, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import type { ScheduleRecord } from '../../../data/schedules-repo';
import { isWhereItIs, type DayPlan } from '../../../domain/class-days';
import { moveWarnings } from '../../../domain/schedule-warnings';
import { isAdmin, useSession } from '../../auth/session-context';
import { visuallyHidden } from '../../ui/visually-hidden';
import { dayTitle, weekTitle } from '../agenda-labels';
import { warmWithin } from '../warm-class';
import type { OpenClass } from '../open-class';
import type { AgendaState } from '../agenda-url';
import type { AgendaData } from '../use-agenda-data';
import {
  canDrag,
  classToken,
  dropRefusal,
  dropTarget,
  GRADE_STEP,
  gradeEvents,
  instructorColours,
  isoOfLocal,
  localDate,
  studioNow,
  timeOfLocal,
  type GradeEvent,
} from './grade-events';
import { useGradeDay } from './grade-day';
import { MoveConfirm, type PendingMove } from './move-confirm';
import { SteadyCalendar } from './steady-calendar';

const localizer = dateFnsLocalizer({
  format,
  parse,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: 1 }),
  getDay,
  locales: { 'pt-BR': ptBR },
});

// The addon is CommonJS with an `exports.default`: the production bundler hands over the whole
// exports object as the default import, the dev server the function itself.
const withDragAndDrop = (dragAndDrop as unknown as { default?: typeof dragAndDrop }).default ?? dragAndDrop;
const DnDCalendar = withDragAndDrop<GradeEvent>(SteadyCalendar);

// Each event's 'HH:mm – HH:mm' label, without date-fns' general formatter (some 480 per busy week).
const formats = {
  eventTimeRangeFormat: ({ start, end }: { start: Date; end: Date }) => `${timeOfLocal(start)} – ${timeOfLocal(end)}`,
};

// The time column's width, given instead of measured: react-big-calendar passes `width` on to its time
// grid, which otherwise measures the column after mounting and renders the whole week again (some
// 480 events at a busy studio: the Grade's render 190 → 116 ms). 'HH:mm' fits in it.
const timeColumn = { width: 56 };

// A box says its day before its title, to a screen reader only: the columns' headers are not tied to the boxes,
// so in Semana 'Pilates · Ana' alone did not say which day it is. A closure's too ('Recesso').
function GradeBox({ event, title }: EventProps<GradeEvent>) {
  return (
    <>
      <span className="grade-day">{dayTitle(event.item?.at ?? isoOfLocal(event.start))}: </span>
      {title}
    </>
  );
}
// Today's column header says so (its colour alone did not), in its name: it is the label of a button
// (the library's step into that day), where an aria-current inside would not be read out.
function GradeHeader({ date, label }: { date: Date; label: string }) {
  const today = isoOfLocal(date) === isoOfLocal(studioNow());
  return (
    <>
      {label}
      {today && <span className="grade-day">, hoje</span>}
    </>
  );
}
const components = { event: GradeBox, header: GradeHeader };

const messages = {
  week: 'Semana',
  day: 'Dia',
  today: 'Hoje',
  previous: 'Anterior',
  next: 'Próximo',
  noEventsInRange: 'Sem horários',
  allDay: 'Dia todo',
  showMore: (n: number) => `+${n} mais`,
};

interface Props {
  plans: Map<string, DayPlan<ScheduleRecord>>;
  date: string;
  data: AgendaData;
  onOpen: (target: OpenClass) => void;
  onDate: (date: string) => void;
  /** By week or by day, as the URL keeps it ('' for this screen's own choice). */
  by: AgendaState['gradeBy'];
  onBy: (by: AgendaState['gradeBy']) => void;
}

export default function GradeView({ plans, date, data, onOpen, onDate, by, onBy }: Props) {
  const session = useSession();
  const uid = session.status === 'active' ? session.user.uid : '';
  const admin = isAdmin(session);
  // A phone has room for one day's columns, not seven: it opens on the day (Semana stays a tap away).
  const view: View = useGradeDay(by) ? 'day' : 'week';
  const setView = (next: View) => onBy(next === 'day' ? 'dia' : 'semana');
  const [pending, setPending] = useState<PendingMove | null>(null);
  const colours = useMemo(() => instructorColours(data.instructors.data), [data.instructors.data]);
  const { events, background, byToken, hours } = useMemo(
    () => gradeEvents(plans, data.names.instructor),
    [plans, data.names],
  );
  // Each box carries its class's token: the class under an element, for reading it ahead
  // (warm-class.ts) and for opening it.
  const classAt = (target: Element) => {
    const box = target.closest('.rbc-event');
    return box ? [...box.classList].map((name) => byToken.get(name)).find(Boolean) : undefined;
  };
  const warm = warmWithin(classAt);
  // react-big-calendar makes a closure's box a button in the Tab order, where Enter opens nothing: it
  // is read as text instead (its day first), as a closed day's label is in the other views.
  const gridRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    for (const box of gridRef.current?.querySelectorAll('.rbc-background-event[tabindex]') ?? []) {
      box.removeAttribute('tabindex');
      box.removeAttribute('role');
    }
  });
  // A click on a class opens it here, on its way down, and goes no further: the calendar's own
  // onSelectEvent sets the selected event as the calendar's state (its `uncontrollable` wrapper does
  // so even when `selected` is given), which redrew the whole week — some 480 boxes — before the
  // dialog could show. Its drag and drop listens to mouse presses on the document, not to clicks.
  const open = (event: MouseEvent | KeyboardEvent) => {
    const item = event.target instanceof Element ? classAt(event.target) : undefined;
    if (!item) return false;
    event.stopPropagation();
    onOpen({ scheduleId: item.schedule.id, date: item.date });
    return true;
  };
  // Each box is a focusable role="button" that the calendar leaves deaf to the keyboard: Enter or
  // Space opens its class, as a click does.
  const openByKey = (event: KeyboardEvent) => {
    if ((event.key === 'Enter' || event.key === ' ') && open(event)) event.preventDefault();
  };
  // The legend names who teaches in the columns shown: in Dia, that day's instructors only.
  const shownEvents = view === 'day' ? events.filter((e) => e.item?.at === date) : events;
  const shownInstructors = [...new Set(shownEvents.map((e) => e.item?.schedule.instructorId ?? ''))].filter(Boolean);
  const movable = (event: GradeEvent) =>
    canDrag(event.item, Date.now(), (item) => admin || data.names.instructorLogin(item.schedule.instructorId) === uid);
  const drop = ({ event, start, end }: EventInteractionArgs<GradeEvent>) => {
    if (!event.item) return;
    const target = dropTarget(event.item, new Date(start), new Date(end));
    if (!target || isWhereItIs(event.item, target)) return; // dropped back where it was
    setPending({
      item: event.item,
      to: target,
      refused: dropRefusal(event.item, target, data.closures.data, Date.now()),
      warnings: moveWarnings(event.item, target, data.schedules.data),
    });
  };
  return (
    <Paper sx={{ p: { xs: 1, sm: 2 } }}>
      {/* The list views have theirs (a day, a month): a screen reader's list of headings finds the grid too. */}
      <Typography component="h2" sx={visuallyHidden}>
        {view === 'day' ? `Grade de ${dayTitle(date)}` : `Grade da semana de ${weekTitle(date)}`}
      </Typography>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_e, next: View | null) => next && setView(next)}
        aria-label="Grade por"
        sx={{ mb: 1 }}
      >
        <ToggleButton value="week">Semana</ToggleButton>
        <ToggleButton value="day">Dia</ToggleButton>
      </ToggleButtonGroup>
      <Box
        ref={gridRef}
        data-grade=""
        {...warm}
        onClickCapture={open}
        onKeyDown={openByKey}
        sx={{
          height: 720,
          '& .rbc-calendar': { color: 'text.primary' },
          '& .rbc-off-range-bg, & .rbc-today': { bgcolor: 'rgba(76, 175, 80, 0.12)' },
          '& .rbc-time-content, & .rbc-time-header-content, & .rbc-timeslot-group, & .rbc-day-slot .rbc-time-slot, & .rbc-header, & .rbc-time-view':
            { borderColor: 'divider' },
          '& .rbc-background-event': { bgcolor: 'rgba(255, 167, 38, 0.25)', color: 'warning.light', border: 0 },
          // A busy week is some 480 events: block boxes lay out much faster than the column-wrap flex.
          '& .rbc-day-slot .rbc-event': { display: 'block' },
          '& .rbc-day-slot .rbc-event-label': { display: 'block', fontSize: '0.7rem' },
          '& .grade-day': visuallyHidden,
          // One line of title under the time, cut with '…' (the whole title shows on hover): a 1-hour
          // class is two lines high, and a wrapped title lost its second line.
          '& .rbc-day-slot .rbc-event-content': {
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            fontSize: '0.8rem',
            lineHeight: 1.35,
          },
        }}
      >
        <DnDCalendar
          localizer={localizer}
          culture="pt-BR"
          messages={messages}
          formats={formats}
          components={components}
          events={events}
          backgroundEvents={background}
          view={view}
          onView={setView}
          views={['week', 'day']}
          date={localDate(date, '12:00')}
          getNow={studioNow}
          onNavigate={(next: Date) => onDate(isoOfLocal(next))}
          toolbar={false}
          min={localDate(date, hours.min)}
          max={localDate(date, hours.max)}
          step={GRADE_STEP}
          timeslots={2}
          // The grid starts at its first hour, where it already is: no scroll to set (a forced layout) on opening.
          enableAutoScroll={false}
          {...timeColumn}
          draggableAccessor={movable}
          resizable={false}
          onEventDrop={drop}
          eventPropGetter={(event: GradeEvent) => {
            const colour = event.item ? colours.get(event.item.schedule.instructorId) : undefined;
            const cancelled = event.item?.cancelled === true;
            return {
              className: event.item ? classToken(event.item) : undefined,
              style: {
                // A cancelled class fades its background only: its white text keeps its contrast.
                backgroundColor: colour && cancelled ? alpha(colour, 0.35) : colour,
                textDecoration: cancelled ? 'line-through' : undefined,
                border: event.item?.moved ? '2px dashed #ffb74d' : undefined,
                // A class that can be dragged says so under the pointer; the others only open.
                cursor: movable(event) ? 'grab' : 'pointer',
              },
            };
          }}
        />
      </Box>
      <Stack direction="row" role="list" aria-label="Legenda" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {shownInstructors.map((id) => (
          <Chip
            key={id}
            role="listitem"
            size="small"
            label={data.names.instructor(id)}
            sx={{ bgcolor: colours.get(id), color: '#fff' }}
          />
        ))}
      </Stack>
      {/* Not to an instrutor no instructor record names as its login: they move nothing yet. */}
      {(admin || data.instructors.data.some((i) => i.userId === uid)) && (
        <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
          {`Para remarcar uma aula${admin ? '' : ' sua'} que ainda não começou, arraste-a para ${view === 'day' ? 'outro horário' : 'outro dia ou horário'}.`}
        </Typography>
      )}
      <MoveConfirm pending={pending} onClose={() => setPending(null)} />
    </Paper>
  );
}
