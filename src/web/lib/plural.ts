/** '{product}(s)' of SPEC: 'Daytrip' for one, 'Daytrips' otherwise. */
export function plural(count: number, noun: string): string {
  return count === 1 ? noun : `${noun}s`;
}

const whole = new Intl.NumberFormat('en-GB');

/** Counts with thousands separators: '1,250'. */
export function formatCount(count: number): string {
  return whole.format(count);
}
