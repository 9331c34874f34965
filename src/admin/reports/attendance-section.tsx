import { useMemo } from 'react';
import {
  LinearProgress,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useInstructors, useSchedules } from '../../data/hooks';
import { useClosures, useCreditsBetween, useOccurrencesBetween } from '../../data/week-hooks';
import {
  attendanceBy,
  type AttendanceCount,
  creditsOfMonth,
  daysBefore,
  ratePercent,
  rateLabel,
  repeatedAbsences,
  rollCallRanges,
  heldBetween,
  joinedReads,
  tookPlaceBy,
} from '../../domain/attendance';
import { monthBounds } from '../../domain/closing';
import { disciplineLabel, weekdayNames } from '../../domain/enums';
import { byName } from '../../domain/search';
import { downloadCsv } from '../ui/download-csv';
import { LiveError } from '../ui/live-error';
import { useNow } from '../ui/use-now';
import { phoneTableSx, Under, usePhone } from '../ui/phone-table';
import { ReportSection } from './report-section';

/** A table's row: the group's id, its name, its counts. */
type Row = [string, string, AttendanceCount];

/** A rate as a number Excel can add up: 0.5 → 50 (percent, one decimal); '' when nothing was marked. */
const csvRate = (rate: number | null) => (rate === null ? '' : ratePercent(rate));

/** The month's attendance as CSV: overall, then per instructor, then per class. */
function attendanceCsv(overall: AttendanceCount | null, groups: [string, Row[]][]): (string | number)[][] {
  const line = (group: string, name: string, c: AttendanceCount) => [
    group,
    name,
    c.presente,
    c.falta,
    c.justificada,
    c.total,
    csvRate(c.rate),
  ];
  return [
    ['Agrupamento', 'Nome', 'Presenças', 'Faltas', 'Faltas justificadas', 'Marcações', 'Frequência (%)'],
    ...(overall ? [line('Geral', 'Todas as aulas', overall)] : []),
    ...groups.flatMap(([group, rows]) => rows.map(([, name, c]) => line(group, name, c))),
  ];
}

interface Props {
  month: string;
  today: string;
  nameOf: (studentId: string) => string;
}

/**
 * Attendance in Relatórios (issue 15): the month's rate, per instructor and per class; students with
 * 3 or more unjustified absences in the last 30 days; make-up credits opened, used and expired in the
 * month. Reads the roll calls of the month and of the last 30 days only.
 */
export function AttendanceSection({ month, today, nameOf }: Props) {
  const now = useNow();
  const phone = usePhone();
  const bounds = monthBounds(month);
  const last30 = daysBefore(today, 30);
  const [first, second] = rollCallRanges(bounds, today);
  const firstPart = useOccurrencesBetween(first?.from ?? bounds.from, first?.to ?? bounds.to, false);
  const secondPart = useOccurrencesBetween(second?.from ?? '', second?.to ?? '', false, second !== undefined);
  const occurrences = {
    data: useMemo(() => joinedReads(firstPart.data, secondPart.data), [firstPart.data, secondPart.data]),
    loading: firstPart.loading || secondPart.loading,
  };
  const opened = useCreditsBetween('date', bounds.from, bounds.to);
  const used = useCreditsBetween('bookedAt', bounds.from, bounds.to);
  const expired = useCreditsBetween('expiresOn', bounds.from, bounds.to);
  const schedules = useSchedules();
  const instructors = useInstructors();
  const closures = useClosures();
  const figures = useMemo(() => {
    const scheduleOf = new Map(schedules.data.map((s) => [s.id, s]));
    const held = occurrences.data.filter(tookPlaceBy(now, (id) => scheduleOf.get(id)?.startTime ?? '', closures.data));
    const inMonth = heldBetween(held, { from: bounds.from, to: bounds.to });
    const instructorName = new Map(instructors.data.map((i) => [i.id, i.nome]));
    const classLabel = (id: string) => {
      const s = scheduleOf.get(id);
      return s
        ? `${weekdayNames(s.days)} ${s.startTime} · ${disciplineLabel(s.discipline)} · ${instructorName.get(s.instructorId) ?? '—'}`
        : 'Horário removido';
    };
    const credits = new Map([...opened.data, ...used.data, ...expired.data].map((c) => [c.id, c]));
    // Grouped by id, named after: two instructors of one name, or two classes that read alike, are
    // rows of their own. In `order`, then by name: classes in the week's order (Monday first), then
    // by hour — 'Seg, Qua 07:00' before 'Qua 18:00' (by name, 'Qua' came before 'Seg').
    const rows = (groups: Map<string, AttendanceCount>, label: (id: string) => string, order = label): Row[] =>
      [...groups]
        .map(([id, count]): [Row, string] => [[id, label(id), count], order(id)])
        .sort(([a, aOrder], [b, bOrder]) => aOrder.localeCompare(bOrder) || byName.compare(a[1], b[1]))
        .map(([row]) => row);
    const weekOrder = (id: string) => {
      const s = scheduleOf.get(id);
      return s ? `${Math.min(...s.days.map((d) => (d + 6) % 7))} ${s.startTime}` : '9'; // removed ones last
    };
    return {
      month: attendanceBy(inMonth, () => month).get(month) ?? null,
      byInstructor: rows(
        // Who taught that day (stored with the roll call), not whom the class is given to now.
        attendanceBy(inMonth, (o) => o.instructorId),
        (id) => instructorName.get(id) ?? '—',
        () => '',
      ),
      byClass: rows(
        attendanceBy(inMonth, (o) => o.scheduleId),
        classLabel,
        weekOrder,
      ),
      absent: repeatedAbsences(held, last30),
      credits: creditsOfMonth([...credits.values()], month, now),
    };
  }, [
    occurrences.data,
    schedules.data,
    instructors.data,
    closures.data,
    opened.data,
    used.data,
    expired.data,
    bounds.from,
    bounds.to,
    month,
    last30,
    now,
  ]);
  const parts = [firstPart, secondPart, schedules, instructors, closures, opened, used, expired];
  // A part that failed says so, instead of figures that would read 'Ninguém' or '—'.
  if (parts.some((part) => part.error)) return <LiveError live={parts} />;
  if (parts.some((part) => part.loading)) return <LinearProgress aria-label="Carregando a frequência" />;
  const absent = [...figures.absent].sort((a, b) => b[1] - a[1] || byName.compare(nameOf(a[0]), nameOf(b[0])));
  // A phone has room for two columns: the rate, with the presences of the marks under it.
  const table = (label: string, rows: Row[]) => (
    <TableContainer>
      <Table size="small" aria-label={label} sx={phone ? phoneTableSx : undefined}>
        <TableHead>
          <TableRow>
            <TableCell>{label}</TableCell>
            {phone ? (
              <TableCell align="right">Frequência (presenças de marcações)</TableCell>
            ) : (
              <>
                <TableCell align="right">Presenças</TableCell>
                <TableCell align="right">Marcações</TableCell>
                <TableCell align="right">Frequência</TableCell>
              </>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map(([key, name, c]) => (
            <TableRow key={key}>
              <TableCell>{name}</TableCell>
              {phone ? (
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {rateLabel(c.rate)}
                  <Under>{`${c.presente} de ${c.total}`}</Under>
                </TableCell>
              ) : (
                <>
                  <TableCell align="right">{c.presente}</TableCell>
                  <TableCell align="right">{c.total}</TableCell>
                  <TableCell align="right">{rateLabel(c.rate)}</TableCell>
                </>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
  return (
    <>
      {/* Roll calls or credits left out for their format: the figures are of the others (DESIGN.md). */}
      <LiveError live={parts} />
      <ReportSection
        title="Frequência do mês"
        onExport={
          figures.byClass.length === 0
            ? undefined
            : () =>
                downloadCsv(
                  `frequencia-${month}.csv`,
                  attendanceCsv(figures.month, [
                    ['Instrutor', figures.byInstructor],
                    ['Horário', figures.byClass],
                  ]),
                )
        }
      >
        {figures.byClass.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Nenhuma chamada registrada neste mês.</Typography>
        ) : (
          <>
            <Typography sx={{ mb: 1 }}>{`Frequência geral: ${rateLabel(figures.month?.rate ?? null)}`}</Typography>
            {table('Por instrutor', figures.byInstructor)}
            {table('Por horário', figures.byClass)}
          </>
        )}
      </ReportSection>
      <ReportSection
        title="Faltas sem justificativa (3 ou mais nos últimos 30 dias)"
        onExport={
          absent.length === 0
            ? undefined
            : () =>
                downloadCsv(`faltas-sem-justificativa-${today}.csv`, [
                  ['Aluno', 'Faltas'],
                  ...absent.map(([id, n]) => [nameOf(id), n]),
                ])
        }
      >
        {absent.length === 0 ? (
          <Typography sx={{ color: 'text.secondary' }}>Ninguém.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-label="Faltas sem justificativa">
              <TableHead>
                <TableRow>
                  <TableCell>Aluno</TableCell>
                  <TableCell align="right">Faltas</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {absent.map(([id, n]) => (
                  <TableRow key={id}>
                    <TableCell>{nameOf(id)}</TableCell>
                    <TableCell align="right">{n}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </ReportSection>
      <ReportSection title="Créditos de reposição no mês">
        <Typography>{`Gerados: ${figures.credits.opened} · Usados: ${figures.credits.used} · Expirados: ${figures.credits.expired}`}</Typography>
      </ReportSection>
    </>
  );
}
