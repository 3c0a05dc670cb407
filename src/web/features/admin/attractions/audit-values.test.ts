import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditFieldLabel, auditValue } from './audit-values';

describe('audit trail wording', () => {
  it('names actions and fields for people', () => {
    expect(auditActionLabel('undoReject')).toBe('Rejection undone');
    expect(auditActionLabel('somethingNew')).toBe('somethingNew');
    expect(auditFieldLabel('metadata.lastSocialPost')).toBe('Last social post');
    expect(auditFieldLabel('name')).toBe('Name');
  });

  it('shows values as text', () => {
    expect(auditValue('metadata.lastSocialPost', '2026-03-09T00:00:00.000Z')).toBe('03/09/2026');
    expect(auditValue('isLive', true)).toBe('Yes');
    expect(auditValue('categories', ['zoo', 'nature'])).toBe('zoo, nature');
    expect(auditValue('categories', [])).toBeNull();
    expect(auditValue('name', null)).toBeNull();
    expect(auditValue('rating', 4.5)).toBe('4.5');
  });
});
