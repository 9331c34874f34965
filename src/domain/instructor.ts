// instructors/{id}: a teacher or therapist; schedules reference these ids.
import { z } from 'zod';
import { disciplines } from './enums';
import { addressShape, email, instant, nome, phone } from './fields';

export const instructorSchema = z.object({
  nome,
  email,
  telefone: phone,
  ...addressShape,
  disciplinas: z.array(z.enum(disciplines)),
  active: z.boolean(),
  createdAt: instant,
  updatedAt: instant,
  deletedAt: instant.nullable(),
});
export type Instructor = z.infer<typeof instructorSchema>;
export type InstructorWithId = Instructor & { id: string };
