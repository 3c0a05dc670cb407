import { describe, expect, it } from 'vitest';
import {
  INITIAL_ANSWER_LIFETIME_MS,
  primeInitialAnswers,
  readInitialAnswers,
  takeInitialAnswer,
} from './initial-answers';

const element = (text: string) => ({ textContent: text }) as Element;

describe("the page's own API answers", () => {
  it('answer the first request for their URL, once', () => {
    primeInitialAnswers({ '/a?page=1': { results: [1] } }, 1000);
    expect(takeInitialAnswer('/a?page=2', 1001)).toBeUndefined();
    expect(takeInitialAnswer('/a?page=1', 1002)).toEqual({ results: [1] });
    expect(takeInitialAnswer('/a?page=1', 1003)).toBeUndefined();
  });

  it('are dropped once too old to trust', () => {
    primeInitialAnswers({ '/a': 1 }, 1000);
    expect(takeInitialAnswer('/a', 1001 + INITIAL_ANSWER_LIFETIME_MS)).toBeUndefined();
    expect(takeInitialAnswer('/a', 1002)).toBeUndefined();
  });

  it('are read from the data script, and a missing or damaged one gives none', () => {
    expect(readInitialAnswers(element('{"/a":{"x":1}}'))).toEqual({ '/a': { x: 1 } });
    expect(readInitialAnswers(null)).toEqual({});
    expect(readInitialAnswers(element('{"/a":'))).toEqual({});
    expect(readInitialAnswers(element('7'))).toEqual({});
  });
});
