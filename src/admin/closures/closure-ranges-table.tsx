import { Switch, Table, TableBody, TableCell, TableContainer, TableHead, TableRow } from '@mui/material';
import type { ClosureRecord } from '../../data/closures-repo';
import type { Closure } from '../../domain/closure';
import { formatDateBR } from '../../domain/dates';
import type { ClosureChange } from './closure-confirm';

/** What a saved closure's switch saves again (its own fields, not the record's authorship). */
const closureOf = ({ kind, reason, startDate, endDate }: Closure) => ({ kind, reason, startDate, endDate });

interface Props {
  ranges: readonly ClosureRecord[];
  /** A switch toggled: the page asks before saving (ClosureConfirm). */
  ask: (change: ClosureChange) => void;
  /** While a save runs: the switches say they are unavailable and keep focus (closures-page.tsx). */
  whileSaving: { 'aria-disabled'?: true };
}

/** 'Recesso e outros fechamentos': each range (and each holiday closed in the past) with 'Estúdio fechado'. */
export function ClosureRangesTable({ ranges, ask, whileSaving }: Props) {
  return (
    <TableContainer>
      <Table size="small" aria-label="Fechamentos por período">
        <TableHead>
          <TableRow>
            <TableCell>Período</TableCell>
            <TableCell>Motivo</TableCell>
            <TableCell>Estúdio fechado</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {ranges.map((c) => {
            const period =
              c.startDate === c.endDate
                ? formatDateBR(c.startDate)
                : `${formatDateBR(c.startDate)} a ${formatDateBR(c.endDate)}`;
            return (
              <TableRow key={c.id}>
                <TableCell>{period}</TableCell>
                <TableCell>{c.kind === 'feriado' ? `Feriado: ${c.reason}` : c.reason}</TableCell>
                <TableCell>
                  <Switch
                    checked={c.active}
                    slotProps={{
                      input: {
                        // The whole period: two closures may start on the same day.
                        'aria-label': `Estúdio fechado: ${c.reason} ${period}`,
                        ...whileSaving,
                      },
                    }}
                    onChange={(event) =>
                      ask({
                        id: c.id,
                        closure: { ...closureOf(c), active: event.target.checked },
                        createdAt: c.createdAt,
                      })
                    }
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
