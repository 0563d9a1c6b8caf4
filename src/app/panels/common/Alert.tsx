// The red alert box of the panels (spec section 8: errors above the form):
// the spec's message, and the server's reason below it when it gave one.
import { serverReason } from './formRules';

export function Alert({ message, error, testId }: { message: string; error?: unknown; testId?: string }) {
  const reason = error === undefined ? null : serverReason(error);
  return (
    <div className="panel-alert" role="alert" data-testid={testId}>
      <div className="panel-alert__message">{message}</div>
      {reason && <div className="panel-alert__reason">{reason}</div>}
    </div>
  );
}
