import { useRef, useState } from 'react';
import {
  Alert,
  Button,
  LinearProgress,
  Paper,
  Stack,
  Switch,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useClosures } from '../../data/week-hooks';
import { holidayClosureId, keptClosed } from '../../domain/closure';
import { formatDateBR, isIsoDate } from '../../domain/dates';
import { dateWithWeekday } from '../../domain/enums';
import { inThisCentury, YEAR_TYPO_MESSAGE } from '../../domain/form-fields';
import { studio } from '../../site/studio';
import { LiveError } from '../ui/live-error';
import { PageHeader } from '../ui/page-header';
import { useToday } from '../ui/use-today';
import { ClosureConfirm, CLOSING_PAST_DAYS, type ClosureChange } from './closure-confirm';
import { ClosureRangesTable } from './closure-ranges-table';
import { ClosureRetry } from './closure-retry';
import { useClosureSave } from './use-closure-save';
import { holidayRows, proposedRecess } from './closure-rows';
import { CreditSettings } from './credit-settings';

type RangeField = 'startDate' | 'endDate' | 'reason';
/** Why the range was not added, and the fields it is about (marked invalid and described by it). */
interface RangeError {
  message: string;
  fields: readonly RangeField[];
}

/**
 * 'Feriados e recesso' (admins): the holidays of the coming 12 months (national and the studio's
 * state, @brazilian-utils) each with 'Estúdio fechado', the year-end recess of the contract proposed,
 * and closures by date range with a reason. A closed day shows in every view with no class.
 */
export default function ClosuresPage() {
  const today = useToday();
  const closures = useClosures();
  const { busy, save, draftId, unfinished } = useClosureSave();
  const [range, setRange] = useState({ startDate: '', endDate: '', reason: 'Recesso' });
  const [error, setError] = useState<RangeError | null>(null);
  // Every closing asks first (ClosureConfirm): one tap would cancel make-ups that reopening does not
  // bring back. A reopening says which of its days another closure keeps closed.
  const [asked, setAsked] = useState<ClosureChange | null>(null);
  // A change saved whose question is still fading out: what it does then (`done`) runs once it has
  // gone — or at once, if another question comes first (it interrupts the fade).
  const [closed, setClosed] = useState<ClosureChange | null>(null);
  const finish = () => {
    closed?.done?.();
    setClosed(null);
  };
  const ask = (change: ClosureChange) => {
    if (busy) return;
    finish();
    setAsked(
      change.closure.active
        ? change
        : { ...change, kept: keptClosed(closures.data, { id: change.id, ...change.closure }) },
    );
  };
  /** A field the range's error is about: red, aria-invalid, with the message beside it (its description). */
  const invalid = (field: RangeField) => error !== null && error.fields.includes(field);
  const beside = (field: RangeField, slotProps: object) => ({
    error: invalid(field),
    helperText: invalid(field) ? error?.message : undefined,
    // Announced as it appears (the button keeps focus), once: by the first field it is about.
    slotProps: { ...slotProps, formHelperText: { role: error?.fields[0] === field ? 'alert' : undefined } },
  });
  // A change of the range takes its error away: it is checked again on 'Adicionar fechamento'.
  const change = (patch: Partial<typeof range>) => {
    setRange({ ...range, ...patch });
    setError(null);
  };
  // On a phone the kind goes under the holiday's name: without a 'Tipo' column, 'Estúdio fechado' fits
  // on the screen instead of past the table's right edge.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const rows = holidayRows(today, studio.address.state, closures.data);
  // Until every closure is here nothing is proposed or added: a recess already saved would be proposed again.
  const ready = !closures.loading && !closures.error;
  const recess = ready ? proposedRecess(today, closures.data) : null;
  // With the ranges, a holiday closed in the past (no longer in the holidays' list): it can be reopened.
  const ranges = closures.data
    .filter((c) => c.kind === 'recesso' || c.endDate < today)
    .sort((a, b) => b.startDate.localeCompare(a.startDate));

  // A switch stays enabled while a save runs: disabling the one just toggled dropped keyboard focus to
  // the page. It says it is unavailable (aria-disabled) and ignores changes until the save settles.
  // The add buttons too: they keep focus while their save runs.
  const whileSaving = busy ? ({ 'aria-disabled': true } as const) : {};
  // Where focus goes once the proposed recess is added (its button goes with the proposal).
  const rangesHeading = useRef<HTMLHeadingElement>(null);
  const addRecess = (proposed: { startDate: string; endDate: string }) =>
    ask({
      id: draftId(proposed),
      closure: { kind: 'recesso', reason: 'Recesso', ...proposed, active: true },
      done: () => rangesHeading.current?.focus(),
    });
  const addRange = () => {
    if (busy) return;
    if (!isIsoDate(range.startDate) || !isIsoDate(range.endDate)) {
      const fields = (['startDate', 'endDate'] as const).filter((field) => !isIsoDate(range[field]));
      return setError({ message: 'Informe as duas datas.', fields });
    }
    const typo = (['startDate', 'endDate'] as const).filter((field) => !inThisCentury(range[field]));
    if (typo.length > 0) return setError({ message: YEAR_TYPO_MESSAGE, fields: typo });
    if (range.endDate < range.startDate)
      return setError({ message: 'A data final deve ser igual ou posterior à inicial.', fields: ['endDate'] });
    if (range.reason.trim() === '') return setError({ message: 'Informe o motivo.', fields: ['reason'] });
    setError(null);
    const { startDate, endDate, reason } = range;
    ask({
      id: draftId(range),
      closure: { kind: 'recesso', reason: reason.trim(), startDate, endDate, active: true },
      // Cleared only while they still say this closure (a retry later may find another one typed).
      done: () =>
        setRange((now) =>
          now.startDate === startDate && now.endDate === endDate && now.reason === reason
            ? { startDate: '', endDate: '', reason: 'Recesso' }
            : now,
        ),
    });
  };

  return (
    <Stack spacing={3}>
      <PageHeader title="Feriados e recesso" />
      <LiveError live={[closures]} />
      {closures.loading && <LinearProgress aria-label="Carregando os fechamentos" />}
      {unfinished
        .filter((u) => closures.data.some((c) => c.id === u.id && c.active === u.closure.active))
        .map((u) => (
          <ClosureRetry key={u.id} change={u} busy={busy} onRetry={() => ask(u)} />
        ))}
      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2">
          Feriados dos próximos 12 meses
        </Typography>
        <TableContainer>
          <Table size="small" aria-label="Feriados" sx={{ '& .MuiTableCell-root': { px: { xs: 1, sm: 2 } } }}>
            <TableHead>
              <TableRow>
                <TableCell>Data</TableCell>
                <TableCell>Feriado</TableCell>
                {!phone && <TableCell>Tipo</TableCell>}
                <TableCell>Estúdio fechado</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((h) => (
                <TableRow key={h.date + h.name}>
                  <TableCell>{dateWithWeekday(h.date)}</TableCell>
                  <TableCell>
                    {h.name}
                    {phone && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {h.kind}
                      </Typography>
                    )}
                  </TableCell>
                  {!phone && <TableCell>{h.kind}</TableCell>}
                  <TableCell>
                    <Switch
                      checked={h.closed}
                      disabled={!ready}
                      slotProps={{
                        input: { 'aria-label': `Estúdio fechado: ${h.name} ${formatDateBR(h.date)}`, ...whileSaving },
                      }}
                      onChange={(event) =>
                        ask({
                          id: holidayClosureId(h.date),
                          closure: {
                            kind: 'feriado',
                            reason: h.name,
                            startDate: h.date,
                            endDate: h.date,
                            active: event.target.checked,
                          },
                          createdAt: h.closure?.createdAt,
                        })
                      }
                    />
                    {h.closedBy && (
                      <Typography variant="caption" component="div" color="text.secondary">
                        {h.closed ? `Também fechado por: ${h.closedBy}` : `Fechado: ${h.closedBy}`}
                      </Typography>
                    )}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      </Paper>

      <Paper sx={{ p: 2 }}>
        <Typography variant="h6" component="h2" tabIndex={-1} ref={rangesHeading}>
          Recesso e outros fechamentos
        </Typography>
        {recess && (
          <Alert
            severity={recess.startDate <= today ? 'warning' : 'info'}
            sx={{ my: 1 }}
            action={
              <Button {...whileSaving} onClick={() => addRecess(recess)}>
                Adicionar recesso
              </Button>
            }
          >
            {`Recesso de fim de ano do contrato: ${formatDateBR(recess.startDate)} a ${formatDateBR(recess.endDate)}.`}
            {recess.startDate <= today && ` ${CLOSING_PAST_DAYS}`}
          </Alert>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ my: 2 }}>
          <TextField
            type="date"
            label="De"
            value={range.startDate}
            onChange={(e) => change({ startDate: e.target.value })}
            {...beside('startDate', { inputLabel: { shrink: true } })}
          />
          <TextField
            type="date"
            label="Até"
            value={range.endDate}
            onChange={(e) => change({ endDate: e.target.value })}
            {...beside('endDate', { inputLabel: { shrink: true } })}
          />
          <TextField
            label="Motivo"
            value={range.reason}
            onChange={(e) => change({ reason: e.target.value })}
            {...beside('reason', { htmlInput: { maxLength: 120 } })}
          />
          <Button variant="contained" onClick={addRange} disabled={!ready} {...whileSaving}>
            Adicionar fechamento
          </Button>
        </Stack>
        {isIsoDate(range.startDate) && range.startDate <= today && (
          <Alert severity="warning" sx={{ mb: 2 }}>
            {CLOSING_PAST_DAYS}
          </Alert>
        )}
        <ClosureRangesTable ranges={ranges} ask={ask} whileSaving={whileSaving} />
      </Paper>
      <CreditSettings />
      <ClosureConfirm
        change={asked}
        today={today}
        onConfirm={async () => asked && (await save(asked)) && setClosed(asked)}
        onClose={() => setAsked(null)}
        onClosed={finish}
      />
    </Stack>
  );
}
