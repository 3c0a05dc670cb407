import type { Attraction } from '../../../contract/attraction';

/** 'This submission has been approved...': SPEC §4 read-only notice (wording ours). */
export function readOnlyNotice(status: Attraction['status']): string {
  const state = status.isRejected ? 'rejected' : 'approved';
  return `This submission has been ${state} and can no longer be changed. Please contact us if something needs correcting.`;
}
