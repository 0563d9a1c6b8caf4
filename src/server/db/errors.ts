// A write the database refused because it would break a rule of the schema
// (unique, foreign key, check, or one of our triggers). Both backends report
// it as this error or as SQLite's own SQLITE_CONSTRAINT_* error; the error
// handler answers both with 409.
export class StoreConstraintError extends Error {
  constructor(
    message: string,
    /** True when the message is our own Polish text (a trigger's), safe to show as it is. */
    readonly ownMessage: boolean,
  ) {
    super(message);
    this.name = 'StoreConstraintError';
  }
}

/** True for a write either backend refused by a rule of the schema. */
export function isConstraintError(error: unknown): boolean {
  if (error instanceof StoreConstraintError) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_CONSTRAINT');
}

/** True when a refused write's message is our own Polish text (raised by a trigger of db/migrations.ts). */
export function isOwnConstraintMessage(error: unknown): boolean {
  if (error instanceof StoreConstraintError) return error.ownMessage;
  return (error as { code?: unknown } | null)?.code === 'SQLITE_CONSTRAINT_TRIGGER';
}
