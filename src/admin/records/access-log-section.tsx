import { useEffect, useState } from 'react';
import { Alert, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { loadAccessLog, type AccessLogEntry } from '../../data/records-repo';
import { formatWhen } from '../../domain/record-history';
import { failureMessage } from '../ui/failure-message';

const actions = { abriu: 'Abriu', imprimiu: 'Imprimiu' } as const;

/** 'Acessos ao prontuário' (admins): who opened or printed the record, and when (the server's time). */
export function AccessLogSection({ studentId }: { studentId: string }) {
  const [entries, setEntries] = useState<AccessLogEntry[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  useEffect(() => {
    let live = true;
    loadAccessLog(studentId).then(
      (loaded) => live && setEntries(loaded),
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [studentId]);
  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Acessos ao prontuário">
      <Typography variant="h6" component="h2">
        Acessos ao prontuário
      </Typography>
      {error !== null && <Alert severity="error">{failureMessage('Não foi possível ler os acessos.', error)}</Alert>}
      <Table size="small" aria-label="Acessos">
        <TableHead>
          <TableRow>
            <TableCell>Quando</TableCell>
            <TableCell>Quem</TableCell>
            <TableCell>O quê</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {(entries ?? []).map((e) => (
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
