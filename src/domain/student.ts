// students/{id}: a student or patient of the studio, as every member of the staff reads it — what an
// instrutor needs to teach (DESIGN.md, "Privacy (LGPD)"): name, contacts, age, discipline and a minor's
// guardian. CPF/RG, address, frequency and fees live in studentPrivate/{id} (student-private.ts),
// which only admins read.
import { z } from './z';
import { disciplines } from './enums';
import { authorshipShape } from './authorship';
import { email, instant, isoDateOrEmpty, nome, phone, shortText } from './fields';

// The fields the app writes (forms, seeds); storedStudentSchema adds the authorship the data layer
// writes. Strict: every key present and no other, exactly what firestore.rules accepts (DESIGN.md).
export const studentSchema = z.strictObject({
  nome,
  email,
  telefone: phone,
  dataNascimento: isoDateOrEmpty,
  disciplina: z.enum(disciplines),
  responsavel: shortText,
  telefoneResponsavel: phone,
  optinInstagram: z.boolean(),
  active: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  /** When it was made inactive; null while active. */
  deletedAt: instant.nullable(),
});
export type Student = z.infer<typeof studentSchema>;
export type StudentWithId = Student & { id: string };

/** A student as stored: its fields, the author of this version and its version (authorship.ts). */
export const storedStudentSchema = studentSchema.extend(authorshipShape);
export type StoredStudent = z.infer<typeof storedStudentSchema>;

/** SPEC 4: 'active' means active is not false. */
export function isActiveRecord(record: { active?: boolean | null }): boolean {
  return record.active !== false;
}
