import { useState } from 'react';
import { Stack } from '@mui/material';
import type { PaymentRecord } from '../../data/payments-repo';
import type { StudentRecord } from '../../data/students-repo';
import { formatDateBR, todayIso } from '../../domain/dates';
import { disciplineLabel } from '../../domain/enums';
import { formatBRL } from '../../domain/money';
import type { PaymentRow } from '../../domain/payment-rows';
import { listedName, type ReportLists as Lists } from '../../domain/report';
import { ChargeButton } from '../ui/charge-button';
import { ChargeDialog } from '../ui/charge-dialog';
import { downloadCsv } from '../ui/download-csv';
import { ReportList } from './report-list';

interface Props {
  lists: Lists<StudentRecord>;
  /** null while they load, or when they could not be read (`duesFailed`). */
  dues: readonly PaymentRecord[] | null;
  duesFailed: boolean;
  /** The period ends before it starts: nobody is listed as registered in it (said beside 'até'). */
  reversed: boolean;
  nameOf: (studentId: string) => string;
  today: string;
  /** The registration period ('Novos cadastros no período'), for its file's name. */
  period: { from: string; to: string };
}

const csv = (name: string) => (rows: (string | number)[][]) => downloadCsv(`${name}.csv`, rows);

/**
 * Late students, students without payments, dues in the next 7 days, registrations in the period. The
 * files of lists that hold as of today are named with it, and the registrations' with their period.
 */
export function ReportListsView({ lists, dues, duesFailed, reversed, nameOf, today, period }: Props) {
  const [charging, setCharging] = useState<PaymentRow | null>(null);
  // The row as the list has it now (a phone corrected meanwhile is the one written to); the row as it
  // was once it leaves the list (paid elsewhere: the dialog, reading live, then says nothing is open).
  const charged = charging && (lists.overdue.find((r) => r.id === charging.id) ?? charging);
  return (
    <Stack spacing={2}>
      {charged && <ChargeDialog row={charged} today={today} onClose={() => setCharging(null)} />}
      <ReportList<PaymentRow>
        title="Alunos em atraso"
        rows={lists.overdue}
        keyOf={(r) => r.id}
        columns={[
          { label: 'Aluno', value: (r) => listedName(r.student) },
          {
            label: 'Valor em aberto',
            value: (r) => formatBRL(r.open?.amount ?? 0),
            csv: { label: 'Valor em aberto (R$)', value: (r) => r.open?.amount ?? 0 },
            align: 'right',
          },
          { label: 'Vencimento', value: (r) => formatDateBR(r.open?.dueDate) },
        ]}
        empty="Nenhum aluno em atraso."
        onExport={csv(`alunos-em-atraso-${today}`)}
        action={(r) => <ChargeButton row={r} onCharge={setCharging} />}
      />
      <ReportList<PaymentRecord>
        title="Vencimentos nos próximos 7 dias"
        rows={dues ?? []}
        unavailable={
          dues
            ? undefined
            : duesFailed
              ? 'Não foi possível ler os vencimentos dos próximos 7 dias.'
              : 'Carregando vencimentos...'
        }
        keyOf={(p) => p.id}
        columns={[
          { label: 'Aluno', value: (p) => nameOf(p.studentId) },
          {
            label: 'Valor',
            value: (p) => formatBRL(p.amount),
            csv: { label: 'Valor (R$)', value: (p) => p.amount },
            align: 'right',
          },
          { label: 'Vencimento', value: (p) => formatDateBR(p.dueDate) },
        ]}
        empty="Nenhum vencimento pendente nos próximos 7 dias."
        onExport={csv(`vencimentos-7-dias-${today}`)}
      />
      <ReportList<PaymentRow>
        title="Alunos sem pagamentos"
        rows={lists.withoutPayments}
        keyOf={(r) => r.id}
        columns={[
          { label: 'Aluno', value: (r) => r.nome },
          { label: 'Disciplina', value: (r) => disciplineLabel(r.student.disciplina, '') },
          { label: 'Telefone', value: (r) => r.student.telefone },
        ]}
        empty="Todos os alunos ativos têm pagamentos."
        onExport={csv(`alunos-sem-pagamentos-${today}`)}
      />
      <ReportList<StudentRecord>
        title="Novos cadastros no período"
        rows={lists.newInPeriod}
        keyOf={(s) => s.id}
        columns={[
          { label: 'Aluno', value: (s) => listedName(s) },
          { label: 'Disciplina', value: (s) => disciplineLabel(s.disciplina, '') },
          { label: 'Cadastro', value: (s) => formatDateBR(todayIso(s.createdAt)) },
        ]}
        empty="Nenhum cadastro no período."
        unavailable={reversed ? 'Corrija o período: a data final é anterior à inicial.' : undefined}
        onExport={csv(`novos-cadastros-${period.from}-a-${period.to}`)}
      />
    </Stack>
  );
}
