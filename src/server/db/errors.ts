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
