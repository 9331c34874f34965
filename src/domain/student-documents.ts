// Pieces shared by the documents printed for a student (contract, image-use term): who signs, the
// student's data as label/value rows, and the place-and-date line. Plain text only: the print
// components render these strings as React text, never as HTML.
import { formatDateBR } from './dates';
import type { FullStudent } from './student-private';
import { isMinor, representedByGuardian } from './student-form';

/** The studio as a party to a document (from the studio config). */
export type StudioParty = {
  name: string;
  /** '' when the studio has none on file; the documents then leave it out. */
  cnpj: string;
  address: string;
  city: string;
  state: string;
  phone: string;
  email: string;
  instagram: string;
  /** The day a monthly fee falls due when the student has none on file ('Gerar mensalidades' uses it too). */
  defaultDueDay: number;
};

/** A line to fill in by hand where the record has no value. */
export const BLANK = '______________________________';

export function orBlank(value: string): string {
  return value.trim() === '' ? BLANK : value;
}

export type Row = { label: string; value: string };

/** Who signs for the student: the student, or the guardian (responsavel) for a minor. */
export type Signer = {
  /** Represented by the guardian: a minor, or a student of unknown age with a guardian on file. */
  minor: boolean;
  /** A minor as far as the record knows: false when no birth date says so (the documents then say 'menor' nowhere). */
  knownMinor: boolean;
  nome: string;
  /** The guardian's document is not on file, so it stays a blank to fill in. */
  documento: string;
  telefone: string;
};

/**
 * A minor on `today` (São Paulo date), or a child of unknown age, is represented by the guardian
 * (representedByGuardian); anyone else signs alone.
 */
export function signerOf(student: FullStudent, today: string): Signer {
  if (representedByGuardian(student, today)) {
    return {
      minor: true,
      knownMinor: isMinor(student.dataNascimento, today),
      nome: orBlank(student.responsavel),
      documento: BLANK,
      telefone: orBlank(student.telefoneResponsavel),
    };
  }
  return {
    minor: false,
    knownMinor: false,
    nome: student.nome,
    documento: orBlank(student.documento),
    telefone: orBlank(student.telefone),
  };
}

/** 'Rua X, 120, apto 201 - Centro, Cabo Frio/RJ, CEP 28907-000', from the parts that are filled. */
export function addressText(
  s: Pick<FullStudent, 'logradouro' | 'numero' | 'complemento' | 'bairro' | 'cidade' | 'estado' | 'cep'>,
): string {
  const street = [s.logradouro, s.numero, s.complemento]
    .map((p) => p.trim())
    .filter(Boolean)
    .join(', ');
  const town = [s.cidade.trim(), s.estado.trim().toUpperCase()].filter(Boolean).join('/');
  const cep = s.cep.trim() ? `CEP ${s.cep.trim()}` : '';
  const head = [street, s.bairro.trim()].filter(Boolean).join(' - ');
  return [head, town, cep].filter(Boolean).join(', ');
}

/** The student's identification, every row present (blank when not on file). */
export function studentRows(student: FullStudent): Row[] {
  return [
    { label: 'Nome', value: student.nome },
    { label: 'CPF/RG', value: orBlank(student.documento) },
    { label: 'Data de nascimento', value: orBlank(formatDateBR(student.dataNascimento)) },
    { label: 'Endereço', value: orBlank(addressText(student)) },
    { label: 'Telefone', value: orBlank(student.telefone) },
    { label: 'E-mail', value: orBlank(student.email) },
  ];
}

/** The guardian's identification, for a minor's documents. */
export function guardianRows(signer: Signer): Row[] {
  return [
    { label: 'Nome', value: signer.nome },
    { label: 'CPF/RG', value: signer.documento },
    { label: 'Telefone', value: signer.telefone },
  ];
}

/** 'Florianópolis, ____ de __________ de ______.' — dated by hand when signed. */
export function placeAndDateLine(city: string): string {
  return `${city}, ____ de __________ de ______.`;
}
