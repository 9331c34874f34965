// A record whose private fields live in a document of their own, readable only by admins (DESIGN.md,
// "Privacy (LGPD)"): students/{id} + studentPrivate/{id}, instructors/{id} + instructorPrivate/{id}.
// The screens and seeds work with the whole record; these split it for writing and join it for reading.

/** The client instants both documents carry (the rules bound them by the server's clock). */
interface Stamped {
  createdAt: number;
  updatedAt: number;
}

/**
 * Splits `full` into the record every member of the staff reads and its private part: the fields in
 * `keys`, stamped with the record's createdAt and updatedAt.
 */
export function splitRecord<T extends Stamped, K extends keyof T>(
  full: T,
  keys: readonly K[],
): { record: Omit<T, K>; details: Pick<T, K> & Stamped } {
  const record: Partial<T> = { ...full };
  const details: Partial<T> = {};
  for (const key of keys) {
    details[key] = full[key];
    delete record[key];
  }
  return {
    record: record as Omit<T, K>,
    details: { ...(details as Pick<T, K>), createdAt: full.createdAt, updatedAt: full.updatedAt },
  };
}

/** The private fields of `details` (only the `keys`), or `empty` when there is no private document. */
export function privateFields<D, K extends keyof D>(
  details: D | null | undefined,
  keys: readonly K[],
  empty: Pick<D, K>,
) {
  if (!details) return { ...empty };
  const fields: Partial<Pick<D, K>> = {};
  for (const key of keys) fields[key] = details[key];
  return fields as Pick<D, K>;
}
