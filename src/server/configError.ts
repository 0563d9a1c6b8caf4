/** A setting that cannot be used; main.ts prints its message and exits. */
export class ConfigError extends Error {}
