import { useEffect, useState } from 'react';
import {
  Alert,
  LinearProgress,
  Paper,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { loadAccessLog, type AccessLogEntry, type ReadList } from '../../data/records-repo';
import { formatWhen } from '../../domain/record-history';
import { failureMessage } from '../ui/failure-message';
import { LiveError } from '../ui/live-error';
import { PartialRead } from './partial-read';

const actions = { abriu: 'Abriu', imprimiu: 'Imprimiu' } as const;

/**
 * 'Acessos ao prontuário' (admins): who opened or printed the record, and when (the server's time).
 * Read again when `logged` changes (a print logged on this screen).
 */
export function AccessLogSection({ studentId, logged = 0 }: { studentId: string; logged?: number }) {
  const [read, setRead] = useState<ReadList<AccessLogEntry> | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    loadAccessLog(studentId).then(
      (loaded) => {
        if (!live) return;
        setRead(loaded);
        setError(null);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [studentId, reads, logged]);
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Acessos ao prontuário">
      <Typography variant="h6" component="h2">
        Acessos ao prontuário
      </Typography>
      {error !== null && <Alert severity="error">{failureMessage('Não foi possível ler os acessos.', error)}</Alert>}
      {/* Not an empty table while the read is on its way: it would say nobody opened the record. */}
      {read === null && error === null && <LinearProgress aria-label="Carregando os acessos" />}
      <LiveError live={{ error: null, unreadable: read?.unreadable ?? 0 }} />
      {read?.complete === false && (
        <PartialRead
          what="estes são só os acessos que este aparelho já tinha; pode haver outros."
          onRetry={() => setReads((n) => n + 1)}
        />
      )}
      <Table size="small" aria-label="Acessos">
        <TableHead>
          <TableRow>
            <TableCell>Quando</TableCell>
            <TableCell>Quem</TableCell>
            <TableCell>O quê</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(read?.rows ?? []).map((e) => (
            <TableRow key={e.id}>
              <TableCell>{formatWhen(e.writtenAt)}</TableCell>
              <TableCell>{e.updatedByName}</TableCell>
              <TableCell>{actions[e.acao]}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
