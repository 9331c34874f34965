import { useEffect, useState } from 'react';
import { addDaysIso, todayIso } from '../../domain/dates';

/** Milliseconds from `now` to the next midnight in São Paulo (UTC−3 all year: no DST since 2019). */
export function msUntilNextDay(now: number): number {
  const next = Date.parse(`${addDaysIso(todayIso(now), 1)}T00:00:00-03:00`);
  return Math.max(1000, next - now);
}

/**
 * The studio's today ('YYYY-MM-DD' in São Paulo), updated at midnight without a reload — so a
 * pending payment shows 'Em atraso' the day after its due date. A tab put to sleep checks again
 * when it becomes visible (timers of hidden tabs may fire late).
 */
export function useToday(): string {
  const [today, setToday] = useState(() => todayIso());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      setToday(todayIso());
      clearTimeout(timer);
      timer = setTimeout(check, msUntilNextDay(Date.now()));
    };
    timer = setTimeout(check, msUntilNextDay(Date.now()));
    document.addEventListener('visibilitychange', check);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', check);
    };
  }, []);
  return today;
}
