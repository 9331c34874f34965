// How a class on a date reads in every view: moved, cancelled with its reason.
import type { ClassOnDate } from '../../domain/class-days';
import { formatDateBR } from '../../domain/dates';

/** 'Remarcada de 23/11/2026 18:00' for a moved class; '' otherwise. */
export const movedText = (c: ClassOnDate): string =>
  c.moved ? `Remarcada de ${formatDateBR(c.date)} ${c.schedule.startTime}` : '';

/** 'Cancelada: <motivo>' for a cancelled class; '' otherwise. */
export const cancelledText = (c: ClassOnDate): string => (c.cancelled ? `Cancelada: ${c.reason}` : '');

/** What a view adds to a class's line: cancelled, moved, or nothing. */
export const classNote = (c: ClassOnDate): string => cancelledText(c) || movedText(c);
