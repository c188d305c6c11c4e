import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * A stand-in for the browser's EventSource: the test opens, errors and sends events by hand (stubbed in by
 * stubEventSourceEachTest below, or by a test itself).
 */
export class FakeEventSource {
  static all: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readyState = 0;
  closed = false;
  private listeners = new Map<string, (ev: { data: string }) => void>();
  constructor(readonly url: string) {
    FakeEventSource.all.push(this);
  }
  addEventListener(type: string, l: (ev: { data: string }) => void) {
    this.listeners.set(type, l);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  /** A server message: `event: type`, its data the JSON of `data`. */
  send(type: string, data: unknown) {
    this.listeners.get(type)?.({ data: JSON.stringify(data) });
  }
  fail() {
    this.readyState = 2;
    this.onerror?.();
  }
}

/**
 * For a whole file: every test starts with no streams and FakeEventSource as the page's EventSource (the test
 * DOM's own would dial localhost:3000 for real), and ends with the page emptied, globals and clock restored.
 */
export function stubEventSourceEachTest(): void {
  beforeEach(() => {
    FakeEventSource.all = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
}
