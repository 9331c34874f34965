// Live data of the studio's real week (issue 15): occurrences by date range, one class's occurrence,
// closures, the studio's settings and a student's credits.
import { signedInUid } from './firebase';
import { afterLive, joinAnswers, preloadLive, useLive, type Live, type Subscribe } from './live';
import { coveredOffline } from './live-answers';
import { subscribeClosures, subscribeSettings, type ClosureRecord, type SettingsRecord } from './closures-repo';
import {
  subscribeClassCredits,
  subscribeCreditsBetween,
  subscribeStudentCredits,
  type CreditRecord,
} from './credits-repo';
import {
  subscribeClassOccurrences,
  subscribeOccurrence,
  subscribeOccurrencesBetween,
  type OccurrenceRecord,
} from './occurrence-reads';
import { subscribeStudentEnrollments, type EnrollmentOf } from './schedules-repo';

const none: never[] = [];

const occurrencesBetween = (from: string, to: string, changedOnly: boolean) => ({
  subscribe: ((onData, onError) => subscribeOccurrencesBetween(from, to, changedOnly, onData, onError)) as Subscribe<
    OccurrenceRecord[]
  >,
  key: `occurrences:${from}:${to}:${changedOnly ? 'changed' : 'all'}`,
});

/** The occurrences of `from`..`to` (and those moved into them); `changedOnly`: cancelled or moved only. */
export function useOccurrencesBetween(
  from: string,
  to: string,
  changedOnly: boolean,
  enabled = true,
): Live<OccurrenceRecord[]> {
  const source = occurrencesBetween(from, to, changedOnly);
  return useLive<OccurrenceRecord[]>(enabled ? source.subscribe : null, source.key, none);
}

/** The occurrences of some classes from a date on (a student's attendance). */
export function useClassesOccurrences(scheduleIds: readonly string[], from: string): Live<OccurrenceRecord[]> {
  const key = scheduleIds.join(',');
  return useLive<OccurrenceRecord[]>(
    scheduleIds.length === 0
      ? null
      : (onData, onError) => {
          const publish = joinAnswers<OccurrenceRecord[]>(scheduleIds.length, (parts, unreadable, origin) =>
            onData(parts.flat(), unreadable, origin),
          );
          const stops = scheduleIds.map((id, i) => subscribeClassOccurrences(id, from, publish(i), onError));
          return () => stops.forEach((stop) => stop());
        },
    `class-occurrences:${key}:${from}`,
    none,
  );
}

export const useClosures = (): Live<ClosureRecord[]> => useLive(subscribeClosures, 'closures', none);

const settings: Subscribe<SettingsRecord | null> = (onData, onError) => subscribeSettings(onData, onError);
export const useStudioSettings = (): Live<SettingsRecord | null> => useLive(settings, 'settings', null);

/**
 * The agenda's week data, started by its route while the screen's code downloads (the hooks above
 * then find it on its way: same keys). Only with a session on this device.
 */
export const preloadWeek = {
  /** `then` as for occurrencesBetween below. */
  closures: (then?: (list: ClosureRecord[]) => void) =>
    whenSignedIn(() =>
      then ? afterLive(subscribeClosures, 'closures', then) : preloadLive(subscribeClosures, 'closures'),
    ),
  settings: () => whenSignedIn(() => preloadLive(settings, 'settings')),
  /** `then`: called once with the first whole answer, e.g. to read what depends on it. */
  occurrencesBetween: (from: string, to: string, changedOnly: boolean, then?: (list: OccurrenceRecord[]) => void) => {
    const source = occurrencesBetween(from, to, changedOnly);
    whenSignedIn(() =>
      then ? afterLive(source.subscribe, source.key, then) : preloadLive(source.subscribe, source.key),
    );
  },
  /** One class's occurrence on `date`, as 'Detalhes do horário' reads it; `then` as above. */
  occurrence: (scheduleId: string, date: string, then: (occurrence: OccurrenceRecord | null) => void) =>
    whenSignedIn(() => afterLive(occurrenceOf(scheduleId, date), occurrenceKey(scheduleId, date), then)),
};
function whenSignedIn(start: () => void): void {
  void signedInUid().then((uid) => uid && start());
}

/** Every class a student was enrolled in, those left included (their attendance there counts). */
export const useStudentEnrollments = (studentId: string): Live<EnrollmentOf[]> =>
  useLive<EnrollmentOf[]>(
    (onData, onError) => subscribeStudentEnrollments(studentId, onData, onError),
    `enrollments:${studentId}`,
    none,
  );

export const useStudentCredits = (studentId: string | null): Live<CreditRecord[]> =>
  useLive<CreditRecord[]>(
    studentId ? (onData, onError) => subscribeStudentCredits(studentId, onData, onError) : null,
    `credits:${studentId ?? ''}`,
    none,
  );

/** One class's credits on `date` (subscribeClassCredits); nothing while either is null. */
export const useClassCredits = (scheduleId: string | null, date: string | null): Live<CreditRecord[]> =>
  useLive<CreditRecord[]>(
    scheduleId && date ? (onData, onError) => subscribeClassCredits(scheduleId, date, onData, onError) : null,
    `class-credits:${scheduleId ?? ''}:${date ?? ''}`,
    none,
  );

export const useCreditsBetween = (
  field: 'date' | 'bookedAt' | 'expiresOn',
  from: string,
  to: string,
): Live<CreditRecord[]> =>
  useLive<CreditRecord[]>(
    (onData, onError) => subscribeCreditsBetween(field, from, to, onData, onError),
    `credits:${field}:${from}:${to}`,
    none,
  );

const occurrenceKey = (scheduleId: string | null, date: string | null) =>
  `occurrence:${scheduleId ?? ''}:${date ?? ''}`;
/**
 * Offline, a class never opened on this device is still known once its day's list was read whole
 * here (Dia, and the days beside it): that list held every class's record of the day, this one too
 * if it had any.
 */
const occurrenceOf =
  (scheduleId: string, date: string): Subscribe<OccurrenceRecord | null> =>
  (onData, onError) =>
    subscribeOccurrence(
      scheduleId,
      date,
      (value, unreadable, origin) =>
        onData(value, unreadable, coveredOffline(origin, occurrencesBetween(date, date, false).key)),
      onError,
    );

/** One class's occurrence on `date` (null: nothing happened yet); nothing while `date` is null. */
export const useOccurrence = (scheduleId: string | null, date: string | null): Live<OccurrenceRecord | null> =>
  useLive<OccurrenceRecord | null>(
    scheduleId && date ? occurrenceOf(scheduleId, date) : null,
    occurrenceKey(scheduleId, date),
    null,
  );
