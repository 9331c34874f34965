import { useEffect, useState } from 'react';
import { Alert, Button, Checkbox, Chip, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useInstructors, useSchedules, useUsers } from '../../data/hooks';
import { loadCareTeam, saveCareTeam, type CareTeamDoc } from '../../data/records-repo';
import { EditConflict } from '../../domain/authorship';
import { proposedTeam } from '../../domain/care-team';
import { limits } from '../../domain/limits';
import { formatWhen } from '../../domain/record-history';
import { sortedByName } from '../../domain/search';
import { failureMessage } from '../ui/failure-message';
import { LiveError } from '../ui/live-error';
import { useNotify } from '../ui/notify';
import { SubmitButton } from '../ui/submit-button';

const tooManyText = `No máximo ${limits.careTeam} instrutores na equipe de cuidado.`;

/**
 * 'Equipe de cuidado' (admins): the instrutores who may read the record. Those who teach the
 * student's active classes are proposed; an admin grants and removes access one by one.
 */
export function CareTeamSection({ studentId, onChanged }: { studentId: string; onChanged: () => void }) {
  const notify = useNotify();
  const users = useUsers();
  const schedules = useSchedules();
  const instructors = useInstructors();
  const [team, setTeam] = useState<{ doc: CareTeamDoc | null } | null>(null);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  // Read when the section opens, and again when a save finds the team changed by someone else.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    loadCareTeam(studentId).then(
      (doc) => {
        if (!live) return;
        setTeam({ doc });
        setChosen(doc?.uids ?? []);
      },
      (e: unknown) => live && setError(e),
    );
    return () => {
      live = false;
    };
  }, [studentId, reads]);
  const candidates = sortedByName(
    users.data.filter((u) => u.role === 'instrutor' && (u.active === true || chosen.includes(u.id))),
  );
  // Only instrutores listed here: an admin who teaches reads every record already, and would be an
  // unseen member nobody could untick.
  const listed = new Set(candidates.filter((u) => u.active === true).map((u) => u.id));
  const teaching = new Set(proposedTeam(studentId, schedules.data, instructors.data));
  const proposed = [...teaching].filter((uid) => listed.has(uid));
  const tooMany = chosen.length > limits.careTeam;
  const toggle = (uid: string, on: boolean) => setChosen((c) => (on ? [...c, uid] : c.filter((x) => x !== uid)));

  const save = async () => {
    setBusy(true);
    try {
      await saveCareTeam(studentId, chosen, team?.doc ?? null);
      const doc = await loadCareTeam(studentId);
      setTeam({ doc });
      notify('Equipe de cuidado salva com sucesso!');
      onChanged();
    } catch (e) {
      if (e instanceof EditConflict) {
        // Saved meanwhile by someone else: their team is shown again, to review and save.
        setReads((n) => n + 1);
        notify(
          `A equipe de cuidado foi alterada por ${e.current.updatedByName} em ${formatWhen(e.current.writtenAt)}. ` +
            'Confira a equipe atual e salve de novo.',
        );
      } else notify(failureMessage('Erro ao salvar a equipe de cuidado. Tente novamente.', e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Paper sx={{ p: 2 }} component="section" aria-label="Equipe de cuidado">
      <Typography variant="h6" component="h2">
        Equipe de cuidado
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Só os administradores e os instrutores marcados aqui leem o prontuário e veem os alertas de saúde deste aluno.
      </Typography>
      {error !== null && (
        <Alert severity="error">{failureMessage('Não foi possível ler a equipe de cuidado.', error)}</Alert>
      )}
      {/* The instrutores (users), and the classes that propose some: without them the list would lie. */}
      <LiveError live={[users, { ...schedules, unreadable: 0 }, { ...instructors, unreadable: 0 }]} />
      <Stack>
        {candidates.map((u) => (
          <Stack key={u.id} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <FormControlLabel
              control={
                <Checkbox
                  checked={chosen.includes(u.id)}
                  onChange={(e) => toggle(u.id, e.target.checked)}
                  disabled={team === null}
                />
              }
              label={u.nome}
            />
            {teaching.has(u.id) && <Chip size="small" label="Dá aula para este aluno" />}
          </Stack>
        ))}
        {candidates.length === 0 && !users.loading && !users.error && (
          <Typography color="text.secondary">Nenhum instrutor ativo.</Typography>
        )}
      </Stack>
      {tooMany && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 1 }}>
          {tooManyText}
        </Typography>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button
          onClick={() => setChosen((c) => [...new Set([...c, ...proposed])])}
          disabled={team === null || proposed.length === 0}
        >
          Incluir os instrutores das turmas
        </Button>
        {/* While saving it keeps the focus (a disabled button drops it to the top of the page). */}
        <SubmitButton
          type="button"
          busy={busy}
          onClick={() => !busy && void save()}
          disabled={!busy && (team === null || users.loading || users.error !== null || tooMany)}
        >
          Salvar equipe
        </SubmitButton>
      </Stack>
    </Paper>
  );
}
