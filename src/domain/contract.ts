// The service contract between the studio and a student (SPEC 2.8, 9), as plain text pieces that
// the print component lays out. The numbers of SPEC 9 are written out in full, as contracts are.
import { disciplineLabel, frequenciaLabels, labelOf, paymentMethodLabels } from './enums';
import { amountInWords } from './amount-in-words';
import { formatBRL } from './money';
import type { FullStudent } from './student-private';
import { orBlank, type Row, type Signer, type StudioParty } from './student-documents';

export const CONTRACT_TITLE = 'Contrato de Prestação de Serviços';

export type Clause = { title: string; text: string };

const isAvulsa = (student: FullStudent) => student.frequencia === 'avulsa';

/** The fee that applies (valorAulaAvulsa for single classes, else valorMensalidade); a blank when not set. */
function amountText(student: FullStudent): string {
  const amount = isAvulsa(student) ? student.valorAulaAvulsa : student.valorMensalidade;
  return amount > 0 ? formatBRL(amount) : 'R$ __________';
}

/** 'R$ 280,00 por mês' or, for single classes, 'R$ 60,00 por aula'. */
export function priceText(student: FullStudent): string {
  return `${amountText(student)} ${isAvulsa(student) ? 'por aula' : 'por mês'}`;
}

/**
 * When it is paid: single classes on the day of the class (SPEC 5's hint), otherwise a day of the
 * month — the studio's default day when the student has none, as 'Gerar mensalidades' charges it.
 */
export function dueText(student: FullStudent, studio: Pick<StudioParty, 'defaultDueDay'>): string {
  if (isAvulsa(student)) return 'até a data de cada aula';
  const day = Number(student.dataVencimento || studio.defaultDueDay);
  // A day some months lack is charged on their last day ('Gerar mensalidades'): the contract says so.
  return `todo dia ${day} de cada mês${day > 28 ? ' (ou no último dia do mês, quando o mês não tiver esse dia)' : ''}`;
}

/** The plan the contract covers. */
export function planRows(student: FullStudent, studio: Pick<StudioParty, 'defaultDueDay'>): Row[] {
  return [
    { label: 'Atividade', value: disciplineLabel(student.disciplina) },
    { label: 'Frequência', value: orBlank(labelOf(frequenciaLabels, student.frequencia)) },
    { label: 'Valor', value: priceText(student) },
    { label: 'Vencimento', value: dueText(student, studio) },
    { label: 'Forma de pagamento', value: orBlank(labelOf(paymentMethodLabels, student.formaPagamento)) },
  ];
}

/** The opening paragraph: who the studio is and how each party is called. */
export function contractPreamble(studio: StudioParty, signer: Signer): string {
  const cnpj = studio.cnpj.trim() ? `, inscrita no CNPJ sob o nº ${studio.cnpj.trim()}` : '';
  const contratante = signer.minor
    ? `o(a) responsável legal abaixo qualificado(a), em nome do(a) ALUNO(A)${signer.knownMinor ? ' menor de idade' : ''} ` +
      'também qualificado(a) abaixo'
    : 'o(a) ALUNO(A) abaixo qualificado(a)';
  return (
    `Pelo presente instrumento particular, de um lado ${studio.name}${cnpj}, com sede em ${studio.address}, ` +
    `telefone ${studio.phone}, doravante denominada CONTRATADA; e, de outro lado, ${contratante}, doravante ` +
    'denominado(a) CONTRATANTE, têm entre si justo e contratado o que segue.'
  );
}

function frequencyPhrase(student: FullStudent): string {
  if (isAvulsa(student)) return 'na modalidade de aula avulsa';
  const label = labelOf(frequenciaLabels, student.frequencia);
  return label ? `na frequência de ${label}` : 'na frequência combinada entre as partes';
}

/** The fee in the clause, in figures and in words as contracts write it: 'R$ 280,00 (duzentos e oitenta reais)'. */
function amountInFull(student: FullStudent): string {
  const amount = isAvulsa(student) ? student.valorAulaAvulsa : student.valorMensalidade;
  return amount > 0 ? `${formatBRL(amount)} (${amountInWords(amount)})` : amountText(student);
}

function paymentText(student: FullStudent, studio: StudioParty): string {
  const price = isAvulsa(student)
    ? `${amountInFull(student)} por aula avulsa, pago ${dueText(student, studio)}`
    : `a mensalidade de ${amountInFull(student)}, com vencimento ${dueText(student, studio)}`;
  return `Pelos serviços, o(a) CONTRATANTE pagará à CONTRATADA ${price}.`;
}

/** Every clause of the contract, SPEC 9's constants included, in order. */
export function contractClauses(student: FullStudent, studio: StudioParty): Clause[] {
  const clauses: { heading: string; text: string }[] = [
    {
      heading: 'Do objeto',
      text:
        `A CONTRATADA prestará ao(à) ALUNO(A) ${student.nome} aulas de ${disciplineLabel(student.disciplina)} ` +
        `${frequencyPhrase(student)}, em suas dependências, nos dias e horários combinados entre as partes.`,
    },
    {
      heading: 'Das aulas e das turmas',
      text: 'Cada aula tem duração de 50 (cinquenta) minutos. Cada turma tem no máximo 6 (seis) alunos.',
    },
    {
      heading: 'Da reposição',
      text:
        'A aula perdida só será reposta se a falta for avisada com no mínimo 3 (três) horas de antecedência ' +
        'do horário da aula; a reposição é marcada conforme as vagas disponíveis.',
    },
    {
      heading: 'Do recesso',
      text: 'O estúdio fica em recesso, sem aulas, nas semanas do Natal e do Ano-Novo.',
    },
    { heading: 'Do preço e do pagamento', text: paymentText(student, studio) },
    {
      heading: 'Do atraso',
      text:
        'O pagamento feito após o vencimento terá multa de 2% (dois por cento) sobre o valor devido, mais juros ' +
        'de 1% (um por cento) ao mês, calculados pro rata die, ou seja, proporcionalmente aos dias de atraso.',
    },
    {
      heading: 'Do reajuste',
      text: 'O valor poderá ser reajustado mediante aviso ao(à) CONTRATANTE com 15 (quinze) dias de antecedência.',
    },
    {
      heading: 'Do cancelamento',
      text:
        'Qualquer das partes poderá cancelar este contrato mediante aviso prévio, por escrito, de 30 (trinta) ' +
        'dias.',
    },
    {
      heading: 'Do foro',
      text:
        `Fica eleito o foro da comarca de ${studio.city}/${studio.state} para resolver qualquer questão ` +
        'decorrente deste contrato.',
    },
  ];
  return clauses.map((c, i) => ({ title: `Cláusula ${i + 1}ª — ${c.heading}`, text: c.text }));
}

export const CONTRACT_CLOSING =
  'E, por estarem assim de acordo, as partes assinam este contrato em duas vias de igual teor.';

/** 'Contrato de Prestação de Serviços — Ana Souza': the print window's title (and the PDF's name). */
export function contractDocumentTitle(student: FullStudent): string {
  return `${CONTRACT_TITLE} — ${student.nome}`;
}
