// A scripted WebSocket for the console's unit tests.
import type { SocketLike } from './streamClient';

export class FakeSocket implements SocketLike {
  sent: string[] = [];
  closed = false;
  private readonly listeners: { message: ((event: { data: unknown }) => void)[]; close: (() => void)[] } = { message: [], close: [] };
  constructor(readonly url: string) {}
  addEventListener(type: 'message' | 'close', listener: never): void {
    (this.listeners[type] as unknown[]).push(listener);
  }
  send(data: string): void {
    this.sent.push(data);
  }
  close(): void {
    this.closed = true;
  }
  receive(data: string): void {
    for (const listener of this.listeners.message) listener({ data });
  }
  emitClose(): void {
    for (const listener of this.listeners.close) listener();
  }
}
