// 'Termo de consentimento para tratamento de dados de saúde' (issue 16; LGPD, Lei 13.709/2018, arts. 7,
// 11 and 18): the studio as controller, the purpose, who sees the data, how long it is kept, and how
// the person asks for a copy, a correction or deletion. A minor's term is the guardian's consent (art.
// 14). Plain strings: the print renders them as text.
import { representedByGuardian } from './student-form';
import { orBlank, type StudioParty } from './student-documents';
import type { Student } from './student';

export const CONSENT_TITLE = 'Termo de consentimento para tratamento de dados de saúde';

/** How long the record is kept after the last session (the studio's policy, said in the term). */
export const RETENTION_YEARS = 5;

/** Who consents for a minor on `today` (the guardian's name, or a blank to fill in); null for an adult (representedByGuardian). */
export function consentGuardian(
  student: Pick<Student, 'dataNascimento' | 'responsavel'>,
  today: string,
): string | null {
  return representedByGuardian(student, today) ? orBlank(student.responsavel) : null;
}

/** The term's parts; `guardian` (consentGuardian) makes it the guardian's consent for a minor. */
export function consentParagraphs(
  studio: StudioParty,
  studentName: string,
  guardian: string | null = null,
): { title: string; text: string }[] {
  return [
    {
      title: 'Controlador',
      text: `${studio.name}${studio.cnpj ? `, CNPJ ${studio.cnpj}` : ''}, com sede em ${studio.address}, é o controlador dos dados de saúde de ${studentName}, nos termos da Lei Geral de Proteção de Dados (Lei 13.709/2018).`,
    },
    {
      title: 'Dados e finalidade',
      text: 'São registrados a anamnese (queixa principal, histórico de saúde, medicamentos, restrições e contraindicações, objetivos, nível de dor) e as evoluções de cada sessão, com a única finalidade de planejar e conduzir as aulas e os atendimentos com segurança.',
    },
    {
      title: 'Quem vê',
      text: 'Somente a administração do estúdio e os instrutores da equipe de cuidado designada para o aluno. Os instrutores veem as restrições em suas aulas. Cada abertura do prontuário fica registrada (quem e quando). Os dados não são compartilhados com terceiros nem usados em relatórios, listas ou propaganda.',
    },
    {
      title: 'Por quanto tempo',
      text: `O prontuário é guardado enquanto o aluno frequentar o estúdio e por ${RETENTION_YEARS} anos após a última sessão, e depois eliminado.`,
    },
    {
      title: 'Seus direitos',
      text: `O titular pode, a qualquer momento, pedir uma cópia do prontuário, a correção de dados ou a eliminação dos dados e revogar este consentimento, pelo e-mail ${studio.email} ou pelo telefone ${studio.phone}, ou na recepção do estúdio. A revogação não afeta o que foi feito antes dela.`,
    },
    {
      title: 'Consentimento',
      text:
        guardian === null
          ? `Declaro que li este termo e consinto, de forma livre, informada e inequívoca, com o tratamento dos meus dados de saúde pela ${studio.name} para as finalidades acima.`
          : `Como responsável legal por ${studentName}, declaro que li este termo e consinto, de forma livre, informada e inequívoca, com o tratamento dos dados de saúde de ${studentName} pela ${studio.name} para as finalidades acima, no melhor interesse da criança ou do adolescente (LGPD, art. 14).`,
    },
  ];
}
