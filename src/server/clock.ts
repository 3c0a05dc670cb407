/** Time comes from here so tests can fix it (token expiry, rate-limit windows, greetings). */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
