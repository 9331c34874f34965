// The app's own errors: each names itself, and its code ('salus/…') is said in Portuguese by
// auth-errors.ts, as Firebase's codes are.
export class AppError extends Error {
  constructor(
    name: string,
    readonly code: `salus/${string}`,
    message: string,
  ) {
    super(message);
    this.name = name;
  }
}
