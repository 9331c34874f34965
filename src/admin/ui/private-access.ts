// Whether a form may show and write a record's private part (CPF/RG, address, fees: DESIGN.md, "Privacy
// (LGPD)"). Only admins read it, and only once it was read: a form that could not read it must not
// write it back empty.

export type PrivateAccess<R> =
  /** An admin, with the private document as read when the form opened (null: none yet). */
  | { granted: true; current: R | null }
  /** Not an admin. */
  | { granted: false; reason: 'role' }
  /** An admin, but the document could not be read: offline and not cached, refused, or out of its format. */
  | { granted: false; reason: 'failed'; error: Error };

export const noPrivateAccess = { granted: false, reason: 'role' } as const;

/** The access of a form opened by an admin (or not) once its private document's read is done. */
export function privateAccessOf<R>(admin: boolean, read: { data: R | null; error: Error | null }): PrivateAccess<R> {
  if (!admin) return noPrivateAccess;
  if (read.error) return { granted: false, reason: 'failed', error: read.error };
  return { granted: true, current: read.data };
}

/** Whether the form is an admin's (whether or not the private document could be read). */
export const isAdminAccess = (access: PrivateAccess<unknown>) => access.granted || access.reason === 'failed';
