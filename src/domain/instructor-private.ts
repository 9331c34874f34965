// instructorPrivate/{instructorId}: an instructor's home address (DESIGN.md, "Privacy (LGPD)"). The
// rules let admins read it, and the instructor themself through their login link ('Conta de acesso',
// instructorLinks/{uid}); the app shows and edits it to admins only (the form's Endereço tab). Written in
// the same batch as the instructor when an admin saves the form; one an instrutor creates has none until then.
import { z } from './z';
import { authorshipShape } from './authorship';
import { addressKeys, addressShape, emptyAddress, instant } from './fields';
import type { Instructor } from './instructor';
import { privateFields, splitRecord } from './private-part';

export const instructorPrivateSchema = z.strictObject({
  ...addressShape,
  createdAt: instant,
  updatedAt: instant,
});
export type InstructorPrivate = z.infer<typeof instructorPrivateSchema>;

export const storedInstructorPrivateSchema = instructorPrivateSchema.extend(authorshipShape);
export type StoredInstructorPrivate = z.infer<typeof storedInstructorPrivateSchema>;

/** The fields that only admins read. */
export const instructorPrivateKeys = addressKeys satisfies readonly (keyof InstructorPrivate)[];
export type InstructorPrivateFields = Pick<InstructorPrivate, (typeof instructorPrivateKeys)[number]>;

/** An instructor with the address only admins see: what the admin's form edits. */
export type FullInstructor = Instructor & InstructorPrivateFields;

export function splitInstructor(full: FullInstructor): { instructor: Instructor; details: InstructorPrivate } {
  const { record, details } = splitRecord(full, instructorPrivateKeys);
  return { instructor: record, details };
}

/** The whole instructor from its two documents; no private document reads as no address on file. */
export function joinInstructor<I extends Instructor>(
  instructor: I,
  details: InstructorPrivateFields | null | undefined,
) {
  return { ...instructor, ...privateFields(details, instructorPrivateKeys, emptyAddress) };
}
