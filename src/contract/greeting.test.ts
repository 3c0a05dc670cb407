import { describe, expect, it } from 'vitest';
import { greetingAt, greetingFor } from './greeting.js';

describe('greetingAt', () => {
  it.each([
    [0, 0, 'Hello Night Owl'],
    [5, 59, 'Hello Night Owl'],
    [6, 0, 'Good Morning'],
    [11, 59, 'Good Morning'],
    [12, 0, 'Good Afternoon'],
    [16, 59, 'Good Afternoon'],
    [17, 0, 'Good Evening'],
    [20, 59, 'Good Evening'],
    [21, 0, 'Hello Night Owl'],
    [23, 59, 'Hello Night Owl'],
  ])('greets %i:%i with %s', (hour, minute, greeting) => {
    expect(greetingAt(hour, minute)).toBe(greeting);
  });

  it('refuses a time that does not exist', () => {
    expect(() => greetingAt(24, 0)).toThrow(RangeError);
    expect(() => greetingAt(-1, 0)).toThrow(RangeError);
    expect(() => greetingAt(12, 60)).toThrow(RangeError);
    expect(() => greetingAt(12.5)).toThrow(RangeError);
  });
});

describe('greetingFor', () => {
  it('reads the local hour of a date', () => {
    expect(greetingFor(new Date(2024, 5, 1, 11, 59))).toBe('Good Morning');
    expect(greetingFor(new Date(2024, 5, 1, 12, 0))).toBe('Good Afternoon');
  });
});
