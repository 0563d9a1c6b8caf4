// The alerts stream while signed in (same sign-in, ping/pong and reconnect
// as the spec's streams): every message goes into the open alerts; the
// first one after each connect is every open alert and replaces the list.
// A replay (src/app/replay/) swaps the source: the stream closes and the
// list is the picture's open alerts until `showLive`.
import { ALERTS_STREAM, type Alert } from '../../protocol/alerts';
import { StreamClient, type StreamClientDeps } from '../live/streamClient';
import { OpenAlerts } from './alertList';

export class AlertsConnection {
  readonly open = new OpenAlerts();
  private readonly client: StreamClient<Alert>;
  private connectsSeen = 0;
  /** True once a message arrived since the last start. */
  received = false;
  private started = false;
  private replaying = false;
  /** The replayed open alerts as last shown (JSON): unchanged, nothing is published again. */
  private shownAlerts = '';

  constructor(
    deps: StreamClientDeps,
    /** After each message: the conflicts to announce (alertList.ts). */
    private readonly onChange: (announce: Alert[]) => void,
  ) {
    this.client = new StreamClient<Alert>(ALERTS_STREAM, (items) => this.receive(items), deps);
  }

  start(): void {
    this.started = true;
    if (!this.replaying) this.client.start();
  }

  stop(): void {
    this.started = false;
    this.replaying = false;
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

  /** Replay: the stream closes and the open alerts are these (JSON text of Alert[]: parsed only when changed; nothing is announced). */
  showPicture(alertsJson: string): void {
    if (!this.replaying) {
      this.replaying = true;
      this.client.stop();
      this.shownAlerts = '';
    }
    if (alertsJson === this.shownAlerts) return;
    this.shownAlerts = alertsJson;
    this.open.show(JSON.parse(alertsJson) as Alert[]);
    this.onChange([]);
  }

  /** Back to the alerts stream after a replay (its first message is every open alert). */
  showLive(): void {
    if (!this.replaying) return;
    this.replaying = false;
    this.open.show([]);
    this.onChange([]);
    if (this.started) this.client.start();
  }

  private receive(items: Alert[]): void {
    const snapshot = this.client.stats.connects !== this.connectsSeen;
    this.connectsSeen = this.client.stats.connects;
    this.received = true;
    this.onChange(this.open.apply(items, snapshot));
  }
}
