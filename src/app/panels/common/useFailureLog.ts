// Logs a resource's failure once per failure (spec section 8: some failures
// are logged only, some logged besides the alert).
import { useEffect } from 'react';

export function useFailureLog(error: unknown, message: string): void {
  useEffect(() => {
    if (error !== null && error !== undefined) console.error(message, error);
  }, [error, message]);
}
