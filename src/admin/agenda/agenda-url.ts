// The agenda's state in the URL (PATTERNS.md, Pattern C): ?vista=semana|mes|grade&data=2026-11-23&instrutor=<id>
// &aluno=<id>&todas=1&grade=dia|semana. A reload, the back button and a shared link keep the view, the date and the
// filters. Without `data` the agenda follows today.
import { isIsoDate } from '../../domain/dates';
import { docIdPattern } from '../../domain/fields';

export const agendaViews = ['dia', 'semana', 'mes', 'grade'] as const;
export type AgendaView = (typeof agendaViews)[number];

export interface AgendaState {
  view: AgendaView;
  /** 'YYYY-MM-DD', or '' for today. */
  date: string;
  instructorId: string;
  studentId: string;
  /** Dia: 'Mostrar todas'. */
  all: boolean;
  /** Grade by week or by day; '' for the screen's own choice (a phone's is the day). */
  gradeBy: '' | 'semana' | 'dia';
}

const isView = (value: string | null): value is AgendaView => agendaViews.includes(value as AgendaView);

// An id from a mangled or hand-edited link ('abc/def') is no filter: in a query it would break the screen.
const idOf = (value: string | null) => (value !== null && docIdPattern.test(value) ? value : '');

export function readAgendaState(params: URLSearchParams): AgendaState {
  const view = params.get('vista');
  const date = params.get('data') ?? '';
  return {
    view: isView(view) ? view : 'dia',
    date: isIsoDate(date) ? date : '',
    instructorId: idOf(params.get('instrutor')),
    studentId: idOf(params.get('aluno')),
    all: params.get('todas') === '1',
    gradeBy: params.get('grade') === 'dia' ? 'dia' : params.get('grade') === 'semana' ? 'semana' : '',
  };
}

export function writeAgendaState(state: AgendaState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.view !== 'dia') params.set('vista', state.view);
  if (state.date) params.set('data', state.date);
  if (state.instructorId) params.set('instrutor', state.instructorId);
  if (state.studentId) params.set('aluno', state.studentId);
  if (state.all) params.set('todas', '1');
  if (state.gradeBy) params.set('grade', state.gradeBy);
  return params;
}
