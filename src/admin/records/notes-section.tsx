import { useState } from 'react';
import { Alert, Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { NoteDoc } from '../../data/records-repo';
import { formatDateBR } from '../../domain/dates';
import { formatWhen } from '../../domain/record-history';
import { correctionLines, isNoteEditable, orderNotes } from '../../domain/session-note';
import { useSession } from '../auth/session-context';
import { failureMessage } from '../ui/failure-message';
import { LiveError } from '../ui/live-error';
import { NoteDialog, type NoteMode } from './note-dialog';
import { PartialRead } from './partial-read';

/** 'Evolução': the session notes, newest first; its author edits a note for 24 hours, then 'Corrigir'. */
interface Props {
  studentId: string;
  /** The student's name ('' until known), for a refusal the server sends later. */
  name: string;
  notes: NoteDoc[] | null;
  /** False when the server did not answer: `notes` are what this device had kept. */
  complete: boolean;
  /** Notes out of the expected format, left out of `notes`: said, so none is silently missing. */
  unreadable: number;
  error: unknown;
  reload: () => Promise<void>;
}

export function NotesSection({ studentId, name, notes, complete, unreadable, error, reload }: Props) {
  const session = useSession();
  const uid = session.status === 'active' ? session.user.uid : '';
  const [mode, setMode] = useState<NoteMode | null>(null);
  // When the screen opened: an edit offered near the 24-hour mark is still judged by the rules.
  const [now] = useState(Date.now);

  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Evolução">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Evolução
        </Typography>
        <Button variant="contained" onClick={() => setMode({ kind: 'new' })}>
          Nova evolução
        </Button>
      </Stack>
      {error !== null && <Alert severity="error">{failureMessage('Não foi possível ler as evoluções.', error)}</Alert>}
      <LiveError live={{ error: null, unreadable }} />
      {notes !== null && !complete && (
        <PartialRead
          what="estas são só as evoluções que este aparelho já tinha; pode haver outras."
          onRetry={() => void reload()}
        />
      )}
      {complete && notes?.length === 0 && <Typography color="text.secondary">Nenhuma evolução registrada.</Typography>}
      <Stack spacing={1}>
        {orderNotes(notes ?? []).map(({ note, correctedBy }) => {
          return (
            <Box
              key={note.id}
              component="article"
              aria-label={`Evolução de ${formatDateBR(note.data)}`}
              sx={{ borderTop: 1, borderColor: 'divider', pt: 1 }}
            >
              <Typography variant="subtitle2" component="h3">
                {`${formatDateBR(note.data)} — ${note.updatedByName} — dor ${note.dor}/10`}
              </Typography>
              {correctionLines(note, correctedBy, notes ?? []).map((line) => (
                <Typography key={line} variant="body2" color="warning.main">
                  {line}
                </Typography>
              ))}
              <Typography
                variant="body2"
                sx={{ whiteSpace: 'pre-wrap' }}
              >{`O que foi feito: ${note.conduta}`}</Typography>
              {note.resposta && (
                <Typography
                  variant="body2"
                  sx={{ whiteSpace: 'pre-wrap' }}
                >{`Resposta do paciente: ${note.resposta}`}</Typography>
              )}
              <Typography variant="caption" color="text.secondary">
                {`Registrada em ${formatWhen(note.registradoEm)}${note.version > 1 ? ` · editada (versão ${note.version})` : ''}`}
              </Typography>
              <Box>
                {isNoteEditable(note, uid, now) ? (
                  <Button size="small" onClick={() => setMode({ kind: 'edit', note })}>
                    Editar
                  </Button>
                ) : (
                  <Button
                    size="small"
                    onClick={() =>
                      setMode({ kind: 'correct', note, authorMayEdit: isNoteEditable(note, note.updatedBy, now) })
                    }
                  >
                    Corrigir
                  </Button>
                )}
              </Box>
            </Box>
          );
        })}
      </Stack>
      {mode && (
        <NoteDialog
          studentId={studentId}
          name={name}
          mode={mode}
          onClose={() => setMode(null)}
          onSaved={() => void reload()}
        />
      )}
    </Paper>
  );
}
