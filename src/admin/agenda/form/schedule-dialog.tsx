import { useCallback, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { EnrolledBookings } from '../../../data/enrolled-bookings';
import { restoreSchedule, scheduleHistory, type ScheduleRecord } from '../../../data/schedules-repo';
import { isAdmin, useSession } from '../../auth/session-context';
import {
  firstScheduleError,
  scheduleFormDefaults,
  scheduleFormSchema,
  scheduleToForm,
  type ScheduleFormData,
  type ScheduleFormValues,
} from '../../../domain/schedule-form';
import { FormDialog } from '../../ui/form-dialog';
import { HistoryButton } from '../../ui/history-dialog';
import { FormTabPanel, FormTabs } from '../../ui/form-tabs';
import { useFormTabs } from '../../ui/use-form-tabs';
import { useRecordSave } from '../../ui/use-record-save';
import { isActiveRecord, type AgendaData } from '../use-agenda-data';
import { useNotify } from '../../ui/notify';
import {
  bookingsKeptWarning,
  bookingsUncheckedWarning,
  scheduleNotChanged,
  saveSchedule,
  scheduleCreated,
  scheduleSaveFailure,
  scheduleUpdated,
} from './save-schedule';
import { SchedulePeopleFields } from './schedule-people-fields';
import { scheduleTabs } from './schedule-tabs';
import { ScheduleTimeFields } from './schedule-time-fields';
import { ScheduleWarnings } from './schedule-warnings';

interface Props {
  /** The class to edit; null for 'Nova agenda'. */
  schedule: ScheduleRecord | null;
  data: AgendaData;
  onClose: () => void;
}

const idPrefix = 'agenda';

/** 'Nova agenda' and its edit (SPEC 2.6, 5): two tabs, the spec's alerts in order, warnings that never block. */
export function ScheduleDialog({ schedule, data, onClose }: Props) {
  const session = useSession();
  const admin = isAdmin(session);
  // An instrutor's new class is theirs unless they choose otherwise: once saved, only an admin
  // changes who teaches it.
  const uid = session.status === 'active' ? session.user.uid : '';
  const own = admin
    ? undefined
    : data.instructors.data.find((i) => uid !== '' && i.userId === uid && isActiveRecord(i));
  const form = useForm<ScheduleFormValues, unknown, ScheduleFormData>({
    resolver: zodResolver(scheduleFormSchema),
    defaultValues: schedule
      ? scheduleToForm(schedule)
      : { ...scheduleFormDefaults, instructorId: own?.id ?? scheduleFormDefaults.instructorId },
    shouldFocusError: false,
  });
  const { tab, showFirstError, tabsProps } = useFormTabs(form, scheduleTabs);
  const [alert, setAlert] = useState<string | null>(null);
  // The alert of a refused 'Salvar' goes once what it asks for is done (the next one waits for 'Salvar').
  const values = useWatch({ control: form.control });
  const shownAlert = alert !== null && firstScheduleError(values as ScheduleFormValues) === alert ? alert : null;
  const everyone = data.students.data;
  const studentsLoading = data.students.loading;
  // '…' while the students are on their way (they are read as the form opens), not the bare id.
  const studentName = useCallback(
    (id: string) => everyone.find((s) => s.id === id)?.nome ?? (studentsLoading ? '…' : id),
    [everyone, studentsLoading],
  );
  const notify = useNotify();
  // Students enrolled by the save (or a restore) whose make-up booked in this class could not be given
  // back, or checked: said once it is saved.
  const enrolled = useRef<EnrolledBookings>({ kept: [], unchecked: [] });
  const warnEnrolled = () => {
    const { kept, unchecked } = enrolled.current;
    if (kept.length > 0) notify(bookingsKeptWarning(kept.map(studentName)), 'warning');
    else if (unchecked.length > 0) notify(bookingsUncheckedWarning(unchecked.map(studentName)), 'warning');
  };
  const save = useRecordSave(form, {
    record: schedule,
    toForm: scheduleToForm,
    save: async (values, base, version, theirs) => {
      setAlert(null);
      const saved = await saveSchedule(values, base, version, theirs);
      enrolled.current = saved || { kept: [], unchecked: [] };
      return saved !== false;
    },
    success: schedule ? scheduleUpdated : scheduleCreated,
    unchanged: scheduleNotChanged,
    failure: scheduleSaveFailure,
    onSaved: () => {
      warnEnrolled();
      onClose();
    },
    onInvalid: (errors) => {
      setAlert(firstScheduleError(form.getValues()));
      showFirstError(errors);
    },
  });
  // The version the form shows (theirs after 'Recarregar'): what a restore replaces.
  const shown = save.base;
  // Only active people are offered (SPEC 7); those the class already has stay listed.
  const keep = (id: string) => schedule?.instructorId === id || schedule?.studentIds.includes(id) === true;
  const instructors = useMemo(
    () =>
      data.instructors.data
        .filter((i) => isActiveRecord(i) || keep(i.id))
        // Kept on its class, an inactive instructor says so: the class is to be given to another.
        .map((i) => ({ value: i.id, label: isActiveRecord(i) ? i.nome : `${i.nome} (inativo)` })),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.instructors.data, schedule],
  );
  // The class's own students first: among hundreds, they are found without a search.
  const students = useMemo(
    () => {
      const listed = data.students.data.filter((s) => isActiveRecord(s) || keep(s.id));
      const own = (s: { id: string }) => schedule?.studentIds.includes(s.id) === true;
      return [...listed.filter(own), ...listed.filter((s) => !own(s))];
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [data.students.data, schedule],
  );

  return (
    <FormDialog
      open
      title={schedule ? 'Editar agenda' : 'Nova agenda'}
      onClose={onClose}
      onSubmit={save.onSubmit}
      conflict={save.conflict}
      busy={form.formState.isSubmitting}
      dirty={form.formState.isDirty}
      submitLabel="Salvar"
      busyLabel="Salvando..."
      error={shownAlert ?? form.formState.errors.root?.server?.message}
      extraActions={
        admin &&
        shown && (
          <HistoryButton
            kind="schedules"
            current={shown}
            load={() => scheduleHistory(shown.id)}
            restore={async (version) => {
              const restored = await restoreSchedule(shown, version);
              enrolled.current = restored || { kept: [], unchecked: [] };
              return restored !== false;
            }}
            nameOf={(id) => data.instructors.data.find((i) => i.id === id)?.nome ?? studentName(id)}
            onRestored={() => {
              warnEnrolled();
              onClose();
            }}
            unsaved={form.formState.isDirty}
          />
        )
      }
    >
      <ScheduleWarnings
        control={form.control}
        schedules={data.schedules.data}
        editing={schedule}
        names={data.names}
        studentName={studentName}
      />
      <FormTabs idPrefix={idPrefix} label="Agenda" {...tabsProps} />
      <FormTabPanel idPrefix={idPrefix} tab="pessoas" value={tab}>
        <SchedulePeopleFields
          control={form.control}
          instructors={instructors}
          students={students}
          studentsLoading={data.students.loading}
          studentsError={data.students.error}
          instructorLocked={!admin && schedule !== null}
          instructorFinal={!admin && schedule === null}
        />
      </FormTabPanel>
      <FormTabPanel idPrefix={idPrefix} tab="horarios" value={tab}>
        <ScheduleTimeFields control={form.control} />
      </FormTabPanel>
    </FormDialog>
  );
}
