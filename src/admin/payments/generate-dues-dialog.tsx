import { useEffect, useRef, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useStudentFees } from '../../data/hooks';
import { createMonthlyDues, monthPayments } from '../../data/monthly-dues-repo';
import type { StudentRecord } from '../../data/students-repo';
import { errorCode } from '../../domain/auth-errors';
import { formatBRL } from '../../domain/money';
import { monthLabel, monthOfDay, planMonthlyDues, type DuesPlan, type MonthPayments } from '../../domain/monthly-dues';
import type { PaymentSummary } from '../../domain/payment-summary';
import { studio } from '../../site/studio';
import { failureMessage } from '../ui/failure-message';
import { useNotify } from '../ui/notify';
import { MonthField } from '../ui/month-field';
import { SubmitButton } from '../ui/submit-button';
import { RecordedChoice } from './recorded-choice';

interface Props {
  students: readonly StudentRecord[];
  summaryOf: (studentId: string) => PaymentSummary | undefined;
  /**
   * The students and their summaries as the screen has them: nothing is planned before both are
   * whole (a due written over a summary not yet read would restart the student's totals).
   */
  source: { loading: boolean; error: Error | null };
  today: string;
  onClose: () => void;
}

export const DUES_FROM_CACHE =
  'Sem conexão com o servidor: a prévia usa o que este aparelho já leu. Um pagamento lançado em outro ' +
  'aparelho pode não estar nela e ser cobrado de novo; se puder, gere com conexão.';
/** Offline, the fees are those of the students this device has opened: the others count as 'sem mensalidade'. */
export const FEES_FROM_CACHE =
  'Sem conexão com o servidor: só entram os alunos cujos valores este aparelho já leu; os demais aparecem como ' +
  'sem mensalidade. Gere de novo com conexão para incluí-los (nada é gerado duas vezes).';

/** Online, the preview waits for the server's answers (server-answer.ts): said while a slow one keeps it waiting. */
export const AWAITING_SERVER = 'O servidor está demorando: aguardando os pagamentos e os valores de todos os alunos...';

/** The dues' stamp, taken when 'Gerar' writes them (outside the component: React's linter reads it as render). */
const stampedAt = () => Date.now();

export const PREVIEW_CHANGED =
  'A prévia mudou: um pagamento do mês foi lançado em outro aparelho enquanto ela estava aberta. Confira a ' +
  'prévia atualizada e gere de novo.';

/** The same dues: each student charged the same amount on the same day. */
const sameDues = (a: DuesPlan['dues'], b: DuesPlan['dues']) =>
  a.length === b.length &&
  a.every((due, i) => due.id === b[i]?.id && due.amount === b[i]?.amount && due.dueDate === b[i]?.dueDate);

/** The years a month's dues may be generated for: last year's to next year's (another is a typo: 2206). */
const duesYears = (today: string) => ({ from: Number(today.slice(0, 4)) - 1, to: Number(today.slice(0, 4)) + 1 });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const listFormat = new Intl.ListFormat('pt-BR', { type: 'conjunction' });

/** 'Ana, Bia e Caio'; past five names, 'Ana, Bia, Caio, Davi, Eva e mais 3'. */
function namesText(names: readonly string[]): string {
  const sorted = [...names].sort((a, b) => a.localeCompare(b, 'pt-BR'));
  const rest = sorted.length - 5;
  return listFormat.format(rest > 0 ? [...sorted.slice(0, 5), `mais ${rest}`] : sorted);
}

/** Who the preview leaves out, and the newcomers charged in full (their first due may be pro-rated). */
function skippedText({ skipped, joinedInMonth }: DuesPlan): string {
  const { existing, recorded, later, noFee, avulsa } = skipped;
  return [
    ` Já geradas: ${existing}.`,
    recorded > 0 ? ` Já com pagamento que vence no mês: ${recorded} (veja abaixo).` : '',
    later > 0 ? ` Cadastrados depois do mês: ${later}.` : '',
    ` Sem mensalidade: ${noFee}. Aulas avulsas: ${avulsa}.`,
    joinedInMonth > 0
      ? ` ${plural(joinedInMonth, 'aluno cadastrado', 'alunos cadastrados')} no mês: a cobrança vence a partir do cadastro, com a mensalidade inteira — ajuste se a primeira for proporcional.`
      : '',
  ].join('');
}

/**
 * 'Gerar mensalidades': for the chosen month, shows how many dues it will create and their total,
 * then creates them with a progress bar. Safe to run twice (skips the dues that exist).
 */
export function GenerateDuesDialog({ students, summaryOf, source, today, onClose }: Props) {
  // A read answered from the cache while online, set aside for the server's: the preview says it waits.
  const [waiting, setWaiting] = useState(false);
  const fees = useStudentFees(() => setWaiting(true));
  const notify = useNotify();
  const [month, setMonth] = useState(monthOfDay(today));
  // A year half typed: no preview nor 'Gerar' for the month still chosen (the field says what is missing).
  const [yearWhole, setYearWhole] = useState(true);
  const [existing, setExisting] = useState<{ month: string; held: MonthPayments } | null>(null);
  // A failed read of a month's payments is that month's: another month chosen reads afresh.
  const [loadError, setLoadError] = useState<{ month: string; message: string } | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  // Students with a payment due in the month the admin says was not its fee: charged too (that month's).
  const [included, setIncluded] = useState<{ month: string; ids: ReadonlySet<string> }>({ month, ids: new Set() });
  const include = included.month === month ? included.ids : new Set<string>();
  const [error, setError] = useState<string | null>(null);
  const validMonth = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  // The month chosen now: a read of another one answering late is dropped.
  const chosen = useRef(month);

  const readMonth = (of: string, live: () => boolean) =>
    monthPayments(of, () => live() && setWaiting(true)).then(
      (held) => {
        if (!live()) return;
        setExisting({ month: of, held });
        setLoadError((e) => (e?.month === of ? null : e));
      },
      (e: unknown) =>
        live() &&
        setLoadError({ month: of, message: failureMessage('Não foi possível ler as mensalidades do mês.', e) }),
    );
  useEffect(() => {
    chosen.current = month;
    if (!validMonth) return undefined;
    let live = true;
    void readMonth(month, () => live);
    return () => {
      live = false;
    };
  }, [month, validMonth]);

  // Without the fees (a failed read, e.g. offline) there is nothing to plan: said, not planned as zero.
  const feesError = fees.error ? failureMessage('Não foi possível ler os valores dos alunos.', fees.error) : null;
  const sourceError = source.error
    ? failureMessage('Não foi possível ler os alunos e seus pagamentos.', source.error)
    : null;
  const shownError = (loadError?.month === month ? loadError.message : null) ?? feesError ?? sourceError;
  // Students whose fees fail their format: left out of the preview, and named so someone fixes them.
  const unreadableNames = students.filter((s) => s.active && fees.unreadableIds.includes(s.id)).map((s) => s.nome);
  const ready =
    yearWhole &&
    validMonth &&
    existing?.month === month &&
    !fees.loading &&
    !fees.error &&
    !source.loading &&
    !source.error;
  // The preview's counts; the dues written are planned again, stamped, when 'Gerar' is pressed.
  const planWith = (held: MonthPayments, now: number) =>
    planMonthlyDues(students, (id) => fees.data.get(id), month, held, studio.defaultDueDay, now, include);
  const plan = ready && existing ? planWith(existing.held, 0) : null;
  const running = progress !== null;
  // A failure is said where focus goes: the button pressed may be disabled while the month is read again.
  const errorRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (error) errorRef.current?.focus();
  }, [error]);

  const generate = async () => {
    if (!plan) return;
    setError(null);
    setProgress({ done: 0, total: plan.dues.length });
    let result: Awaited<ReturnType<typeof createMonthlyDues>>;
    try {
      // The month read again: a payment recorded elsewhere while the preview was open is not charged twice.
      const held = await monthPayments(month);
      const stamped = planWith(held, stampedAt());
      if (!sameDues(stamped.dues, plan.dues)) {
        setProgress(null);
        setExisting({ month, held });
        setError(PREVIEW_CHANGED);
        return;
      }
      result = await createMonthlyDues(stamped.dues, summaryOf, (done, total) => setProgress({ done, total }));
    } catch (failure) {
      // Nothing started (e.g. the session ended): the dialog is usable again and says why.
      setProgress(null);
      setError(failureMessage('Não foi possível gerar as mensalidades.', failure));
      return;
    }
    if (result.failed === 0) {
      notify(`${plural(result.created, 'mensalidade gerada', 'mensalidades geradas')} com sucesso!`);
      onClose();
      return;
    }
    setProgress(null);
    setExisting(null);
    const notMade = plural(result.failed, 'mensalidade não foi gerada', 'mensalidades não foram geradas');
    setError(
      // The rules refuse a due that exists: most likely made meanwhile on another device. Any other
      // cause (no connection, the server slow) is told as it is.
      errorCode(result.firstError) === 'permission-denied'
        ? `${notMade}: outra pessoa pode ${result.failed === 1 ? 'tê-la' : 'tê-las'} gerado agora. ` +
            'Gere de novo para completar o mês.'
        : failureMessage(`${notMade}.`, result.firstError),
    );
    void readMonth(month, () => chosen.current === month);
  };

  return (
    <Dialog
      open
      // A click beside it does not close it (the month and the ticks chosen would be lost), as in the forms.
      onClose={running ? undefined : (_event, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby="dues-title"
    >
      <DialogTitle id="dues-title">Gerar mensalidades</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <Typography variant="body2">
            Uma cobrança pendente por aluno ativo com plano mensal e mensalidade, no dia de vencimento de cada um (dia{' '}
            {studio.defaultDueDay} quando não há). Mensalidades já geradas não se repetem.
          </Typography>
          <MonthField
            label="Mês"
            value={month}
            onChange={setMonth}
            onYearTyped={setYearWhole}
            years={duesYears(today)}
            disabled={running}
          />
          {shownError && <Alert severity="error">{shownError}</Alert>}
          {error && (
            <Alert severity="warning" ref={errorRef} tabIndex={-1}>
              {error}
            </Alert>
          )}
          {validMonth && yearWhole && !plan && !shownError && <LinearProgress aria-label="Calculando mensalidades" />}
          {waiting && !plan && !shownError && (
            <Typography variant="body2" role="status">
              {AWAITING_SERVER}
            </Typography>
          )}
          {plan && !running && existing?.held.fromCache && <Alert severity="warning">{DUES_FROM_CACHE}</Alert>}
          {plan && !running && fees.fromCache && <Alert severity="warning">{FEES_FROM_CACHE}</Alert>}
          {plan && !running && unreadableNames.length > 0 && (
            <Alert severity="warning">
              {`Fora da prévia: ${namesText(unreadableNames)}, cujos valores e plano estão fora do formato ` +
                'esperado. Avise o administrador do sistema; depois de corrigidos, gere de novo para incluí-los.'}
            </Alert>
          )}
          {plan && !running && (
            <Alert severity={plan.dues.length > 0 ? 'info' : 'success'} aria-label="Prévia">
              {plan.dues.length > 0
                ? `${plan.dues.length === 1 ? 'Será gerada' : 'Serão geradas'} ${plural(plan.dues.length, 'mensalidade', 'mensalidades')} de ${monthLabel(month)}, total ${formatBRL(plan.total)}.`
                : `Nenhuma mensalidade a gerar em ${monthLabel(month)}.`}
              {skippedText(plan)}
            </Alert>
          )}
          {plan && !running && plan.recorded.length > 0 && (
            <RecordedChoice
              month={month}
              recorded={plan.recorded}
              include={include}
              onChange={(ids) => setIncluded({ month, ids })}
            />
          )}
          {progress && (
            <Stack spacing={1}>
              <LinearProgress
                variant="determinate"
                value={progress.total ? (100 * progress.done) / progress.total : 100}
                aria-label="Gerando mensalidades"
              />
              <Typography variant="body2">
                Gerando... {progress.done} de {progress.total}
              </Typography>
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={running}>
          Cancelar
        </Button>
        {/* While generating it keeps the focus (a disabled button drops it to the top of the dialog). */}
        <SubmitButton
          type="button"
          busy={running}
          onClick={() => !running && void generate()}
          disabled={!running && (!plan || plan.dues.length === 0)}
        >
          {running ? 'Gerando...' : 'Gerar'}
        </SubmitButton>
      </DialogActions>
    </Dialog>
  );
}
