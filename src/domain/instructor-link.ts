// instructorLinks/{uid}: which instructor record a staff login is ('Conta de acesso'). Keyed by the
// login's uid, so a login is linked to at most one instructor; written in the batch that sets the
// instructor's userId, and the rules check the two agree. The rules use the link to let an instrutor
// mark the roll call of the classes they teach.
import { z } from './z';
import { authorshipShape } from './authorship';
import { docId, instant } from './fields';
import { AppError } from './app-error';

export const instructorLinkSchema = z.strictObject({
  /** The instructor this login is, or '' once unlinked (nothing is deleted). */
  instructorId: z.union([z.literal(''), docId]),
  createdAt: instant,
  updatedAt: instant,
});
export type InstructorLink = z.infer<typeof instructorLinkSchema>;
export const storedInstructorLinkSchema = instructorLinkSchema.extend(authorshipShape);

/**
 * The login chosen in 'Conta de acesso' was linked to another instructor meanwhile (on another device):
 * the rules would refuse the save as a permission; it says what happened instead.
 */
export class LoginTakenError extends AppError {
  constructor() {
    super('LoginTakenError', 'salus/login-taken', 'Conta de acesso já vinculada a outro instrutor');
  }
}

/**
 * Offline, releasing a login whose link this device has not read: the version the rules expect is on
 * the server only — a save that went on would be refused on reconnecting, with the rest of the form's
 * changes, after saying it was saved. The form stays open with what was typed.
 */
export class LinkOfflineError extends AppError {
  constructor() {
    super('LinkOfflineError', 'salus/link-offline', 'Conta de acesso sem conexão');
  }
}
