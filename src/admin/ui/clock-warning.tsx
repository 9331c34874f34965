import { useEffect, useState } from 'react';
import { Alert } from '@mui/material';
import { clockOffset } from '../../data/server-clock';
import { whenIdle } from './later';

/** Closer than this to the server's time, a clock is right enough (the rules allow 5 minutes ahead). */
export const CLOCK_TOLERANCE_MS = 2 * 60 * 1000;

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '12 minutos', '3 horas', '2 dias'. */
function amountOf(ms: number): string {
  const [n, one, many] =
    ms < 2 * HOUR
      ? [Math.round(ms / MINUTE), 'minuto', 'minutos']
      : ms < 2 * DAY
        ? [Math.round(ms / HOUR), 'hora', 'horas']
        : [Math.round(ms / DAY), 'dia', 'dias'];
  return `${n} ${n === 1 ? one : many}`;
}

/** The text for a clock `offset` ms ahead of the server's (negative: behind). */
export const clockWarningText = (offset: number): string =>
  `O relógio deste aparelho está ${amountOf(Math.abs(offset))} ${offset > 0 ? 'adiantado' : 'atrasado'} em ` +
  'relação ao horário do servidor. Acerte a data e a hora do aparelho (de preferência, automáticas): com o ' +
  'relógio errado, o que você salvar pode ser recusado, e o dia de hoje, o início das aulas e o prazo dos ' +
  'avisos de falta saem errados.';

/** Says so when this device's clock is set wrong; nothing otherwise (or while it is not known). */
export function ClockWarning() {
  const [offset, setOffset] = useState<number | null>(null);
  useEffect(() => {
    let shown = true;
    // Once the screen is up: not a request in the way of its first rows.
    whenIdle(() => clockOffset().then((measured) => shown && setOffset(measured)));
    return () => {
      shown = false;
    };
  }, []);
  if (offset === null || Math.abs(offset) <= CLOCK_TOLERANCE_MS) return null;
  return (
    <Alert severity="warning" role="alert">
      {clockWarningText(offset)}
    </Alert>
  );
}
