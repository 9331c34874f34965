// instructors/{id}: a teacher or therapist; schedules reference these ids. Every member of the staff
// reads it; the home address lives in instructorPrivate/{id} (instructor-private.ts), which only admins
// read (DESIGN.md, "Privacy (LGPD)").
import { z } from './z';
import { disciplines } from './enums';
import { authorshipShape } from './authorship';
import { distinct, docId, email, instant, nome, phone } from './fields';

// Strict: every key present and no other, exactly what firestore.rules accepts (DESIGN.md).
export const instructorSchema = z.strictObject({
  nome,
  email,
  telefone: phone,
  /** Discipline values, each at most once (so at most 15). */
  disciplinas: z.array(z.enum(disciplines)).refine(distinct, 'Disciplinas repetidas.'),
  /**
   * The staff login (users/{uid}) this instructor is, '' when none ('Conta de acesso'). Set by
   * admins; instructorLinks/{uid} keeps a login to one instructor (instructor-link.ts).
   */
  userId: z.union([z.literal(''), docId]),
  active: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  deletedAt: instant.nullable(),
});
export type Instructor = z.infer<typeof instructorSchema>;
export type InstructorWithId = Instructor & { id: string };

/** An instructor as stored, with the authorship of its current version (authorship.ts). */
export const storedInstructorSchema = instructorSchema.extend(authorshipShape);
export type StoredInstructor = z.infer<typeof storedInstructorSchema>;
