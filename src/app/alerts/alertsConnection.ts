// The alerts stream while signed in (same sign-in, ping/pong and reconnect
// as the spec's streams): every message goes into the open alerts; the
// first one after each connect is every open alert and replaces the list.
import { ALERTS_STREAM, type Alert } from '../../protocol/alerts';
import { StreamClient, type StreamClientDeps } from '../live/streamClient';
import { OpenAlerts } from './alertList';

export class AlertsConnection {
  readonly open = new OpenAlerts();
  private readonly client: StreamClient<Alert>;
  private connectsSeen = 0;
  /** True once a message arrived since the last start. */
  received = false;

  constructor(
    deps: StreamClientDeps,
    /** After each message: the conflicts to announce (alertList.ts). */
    private readonly onChange: (announce: Alert[]) => void,
  ) {
    this.client = new StreamClient<Alert>(ALERTS_STREAM, (items) => this.receive(items), deps);
  }

  start(): void {
    this.client.start();
  }

  stop(): void {
    this.client.stop();
    this.open.clear();
    this.received = false;
    this.onChange([]);
  }

  /** An operator's change the server answered: shown at once. */
  update(alert: Alert): void {
    this.open.update(alert);
    this.onChange([]);
  }

  private receive(items: Alert[]): void {
    const snapshot = this.client.stats.connects !== this.connectsSeen;
    this.connectsSeen = this.client.stats.connects;
    this.received = true;
    this.onChange(this.open.apply(items, snapshot));
  }
}
