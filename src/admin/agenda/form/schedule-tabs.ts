import type { FormTab } from '../../ui/form-tabs';

export type ScheduleTab = 'pessoas' | 'horarios';

/** The two tabs of SPEC 2.6; fields in the order the spec checks them (SPEC 5). */
export const scheduleTabs: readonly [FormTab<ScheduleTab>, ...FormTab<ScheduleTab>[]] = [
  { key: 'pessoas', label: 'Instrutor e Alunos', fields: ['instructorId', 'studentIds', 'discipline'] },
  {
    key: 'horarios',
    label: 'Horários e Recorrência',
    fields: ['days', 'startTime', 'endTime', 'startDate', 'endDate'],
  },
];
