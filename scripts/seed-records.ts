// The prontuários of the seed (issue 16): anamneses with a few session notes, and a care team of the
// staff logins named (resolved to uids when written, like the instructors' login links). Pure.
import { addDaysIso, todayIso } from '../src/domain/dates.ts';
import type { Conditions, HealthRecord } from '../src/domain/health-record.ts';
import type { SessionNote } from '../src/domain/session-note.ts';
import type { Random } from './seed-random.ts';

const DAY = 86_400_000;

export interface SeededRecord {
  studentId: string;
  record: HealthRecord;
  /** Session notes; registradoEm is written as the note's createdAt (so older ones are fixed). */
  notes: { id: string; data: SessionNote }[];
  /** E-mails of the logins on the care team. */
  team: string[];
}

const complaints: [string, Conditions, string][] = [
  ['Dor lombar ao acordar', { herniaDeDisco: 'L4-L5, desde 2021' }, 'Evitar flexão de tronco com carga'],
  ['Rigidez no ombro direito', { lesoes: 'Tendinite no supraespinhal' }, 'Sem elevação do braço direito acima de 90°'],
  ['Pós-operatório de joelho', { cirurgiasRecentes: 'Menisco, há 4 meses' }, 'Sem impacto; flexão de joelho até 90°'],
  ['Gestação, 22 semanas', { gestacao: '22 semanas', hipertensao: '' }, 'Sem decúbito ventral; evitar apneia'],
  ['Condicionamento geral', {}, ''],
];
const conducts = [
  'Mobilidade de coluna e respiração',
  'Fortalecimento de core no Reformer',
  'Alongamento de cadeia posterior',
];

/** Records for the first `count` of `studentIds`, the team made of `teamEmails`, dated around `now`. */
export function buildRecords(
  random: Random,
  now: number,
  studentIds: readonly string[],
  teamEmails: readonly string[],
  count: number,
): SeededRecord[] {
  const today = todayIso(now);
  return studentIds.slice(0, count).map((studentId, i) => {
    const [queixa, condicoes, restricoes] = complaints[i % complaints.length] ?? complaints[0]!;
    const started = now - (40 + i) * DAY;
    const day = todayIso(started);
    const record: HealthRecord = {
      queixaPrincipal: queixa,
      condicoes,
      medicamentos: i % 2 === 0 ? '' : 'Losartana 50 mg',
      restricoes,
      objetivos: 'Reduzir a dor e ganhar força',
      dor: random.int(2, 7),
      observacoes: '',
      data: day,
      consentimento: day,
      createdAt: started,
      updatedAt: started,
    };
    const notes = [21, 14, 7].map((back, n) => {
      const at = now - back * DAY;
      return {
        id: `${studentId}-n${n + 1}`,
        data: {
          data: addDaysIso(today, -back),
          conduta: random.pick(conducts),
          resposta: n === 2 ? 'Relatou melhora' : 'Sem dor ao final',
          dor: Math.max(0, record.dor - n),
          corrige: '',
          registradoEm: at,
          createdAt: at,
          updatedAt: at,
        },
      };
    });
    return { studentId, record, notes, team: [...teamEmails] };
  });
}
