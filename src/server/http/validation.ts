// Schema validation with two Ajv instances. JSON bodies carry their own
// types, so they are validated as sent: a number is not a string and a
// string is not a number ({"name": 12345} and {"trolley_count": "5"} are
// refused). Query strings and path parameters arrive as text and are
// converted to the schema's types. Every number anywhere must be finite
// (finiteNumbers.ts), since conversion lets "Infinity" and "1e400" through
// the schemas' minimum and maximum.
import Ajv from 'ajv';
import type { FastifyInstance } from 'fastify';

const SHARED = {
  // Report every invalid field at once (bodies are small: 1 MB limit, bounded
  // strings) and refuse unknown fields instead of dropping them silently.
  allErrors: true,
  removeAdditional: false,
  useDefaults: true,
  addUsedSchema: false,
} as const;

export function registerValidation(app: FastifyInstance): void {
  const bodies = new Ajv({ ...SHARED, coerceTypes: false });
  const texts = new Ajv({ ...SHARED, coerceTypes: 'array' });
  app.setValidatorCompiler(({ schema, httpPart }) => (httpPart === 'body' ? bodies : texts).compile(schema));
}
