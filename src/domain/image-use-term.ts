// The image-use authorisation (Termo de Autorização de Uso de Imagem) for a student, signed by the
// student or, for a minor, by the guardian. It reflects optinInstagram: one of the two choices is
// marked. Plain text pieces; the print component lays them out.
import { formatDateBR } from './dates';
import type { FullStudent } from './student-private';
import { orBlank, type Signer, type StudioParty } from './student-documents';

export const IMAGE_TERM_TITLE = 'Termo de Autorização de Uso de Imagem';

export type ImageUseChoice = { label: string; chosen: boolean };

/** The two options, with the student's choice (optinInstagram) marked. */
export function imageUseChoices(student: FullStudent): ImageUseChoice[] {
  return [
    { label: 'AUTORIZO', chosen: student.optinInstagram },
    { label: 'NÃO AUTORIZO', chosen: !student.optinInstagram },
  ];
}

/** 'Eu, …, declaro que:' — the signer, and for a minor the student they answer for. */
export function imageTermIntro(student: FullStudent, signer: Signer): string {
  const born = orBlank(formatDateBR(student.dataNascimento));
  if (signer.minor) {
    return (
      `Eu, ${signer.nome}, CPF/RG ${signer.documento}, telefone ${signer.telefone}, responsável legal pelo(a) ` +
      `aluno(a)${signer.knownMinor ? ' menor de idade' : ''} ${student.nome}, CPF/RG ${orBlank(student.documento)}, nascido(a) em ${born}, ` +
      'declaro que:'
    );
  }
  return `Eu, ${student.nome}, CPF/RG ${signer.documento}, nascido(a) em ${born}, declaro que:`;
}

/** What the choice is about: whose image, where it may appear. */
export function imageTermScope(studio: StudioParty, signer: Signer): string {
  const whose = signer.minor ? 'do(a) aluno(a) acima identificado(a)' : 'da minha imagem';
  const use = signer.minor ? `o uso da imagem ${whose}` : `o uso ${whose}`;
  // Instagram only: what the student's record asks and keeps (optinInstagram), which marks AUTORIZO.
  return (
    `${use} em fotos e vídeos feitos durante as aulas e os eventos do estúdio ${studio.name}, para divulgação ` +
    `no Instagram do estúdio (${studio.instagram}).`
  );
}

export function imageTermConditions(signer: Signer): string[] {
  const dignity = signer.minor
    ? 'a honra, a dignidade ou a privacidade do(a) aluno(a)'
    : 'a minha honra, dignidade ou privacidade';
  return [
    'A autorização, quando dada, é gratuita, não gera qualquer remuneração e vale por prazo indeterminado.',
    `A imagem não será usada de forma que ofenda ${dignity}.`,
    'Esta escolha pode ser mudada a qualquer momento, mediante comunicação por escrito ao estúdio.',
  ];
}

/** 'Termo de Autorização de Uso de Imagem — Ana Souza': the print window's title. */
export function imageTermDocumentTitle(student: FullStudent): string {
  return `${IMAGE_TERM_TITLE} — ${student.nome}`;
}
