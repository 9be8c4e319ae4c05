import { setTimeout as wait } from "node:timers/promises";

/** Time, passed in so tests can move it without sleeping. */
export interface Clock {
  now(): Date;
  /** Waits `ms` (a login slowed down); a test clock only records it. */
  sleep(ms: number): Promise<void>;
}

export const systemClock: Clock = { now: () => new Date(), sleep: (ms) => wait(ms) };

/** A clock tests can set and advance. */
export class TestClock implements Clock {
  private current: Date;
  constructor(start: Date | string = new Date()) {
    this.current = new Date(start);
  }
  /** Every wait asked of this clock, in order (none is really waited). */
  readonly sleeps: number[] = [];
  now(): Date {
    return new Date(this.current);
  }
  sleep(ms: number): Promise<void> {
    this.sleeps.push(ms);
    return Promise.resolve();
  }
  set(value: Date | string): void {
    this.current = new Date(value);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
