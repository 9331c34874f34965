// 'Termo de consentimento para tratamento de dados de saúde' (issue 16; LGPD, Lei 13.709/2018, arts. 7,
// 11 and 18): the studio as controller, the purpose, who sees the data, how long it is kept, and how
// the person asks for a copy, a correction or deletion. Plain strings: the print renders them as text.
import type { StudioParty } from './student-documents';

export const CONSENT_TITLE = 'Termo de consentimento para tratamento de dados de saúde';

/** How long the record is kept after the last session (the studio's policy, said in the term). */
export const RETENTION_YEARS = 5;

export function consentParagraphs(studio: StudioParty, studentName: string): { title: string; text: string }[] {
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
      text: `Declaro que li este termo e consinto, de forma livre, informada e inequívoca, com o tratamento dos meus dados de saúde pela ${studio.name} para as finalidades acima.`,
    },
  ];
}
