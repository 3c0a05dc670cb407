import { Chip } from '@mui/material';
import type { AttractionStatus } from '../../../../contract/attraction';

type Tone = 'live' | 'off' | 'waiting' | 'rejected' | 'approved';

const TONES: Record<Tone, { bg: string; fg: string }> = {
  live: { bg: '#e3f3ea', fg: '#14532d' },
  approved: { bg: '#e3f3ea', fg: '#14532d' },
  off: { bg: '#eceeed', fg: '#374151' },
  waiting: { bg: '#fff1dc', fg: '#7c2d12' },
  rejected: { bg: '#fde8e8', fg: '#991b1b' },
};

function ToneChip({ tone, label }: { tone: Tone; label: string }) {
  return (
    <Chip
      size="small"
      label={label}
      sx={{ bgcolor: TONES[tone].bg, color: TONES[tone].fg, fontWeight: 700 }}
    />
  );
}

/** An attraction's state in the attractions list: live or not. */
export function LiveChip({ status }: { status: AttractionStatus }) {
  return status.isLive ? (
    <ToneChip tone="live" label="Live" />
  ) : (
    <ToneChip tone="off" label="Not live" />
  );
}

/** A submission's review state (SPEC §4): awaiting review, rejected or approved. */
export function ReviewChip({ status }: { status: AttractionStatus }) {
  if (status.isAwaitingAdminReview) return <ToneChip tone="waiting" label="Awaiting review" />;
  if (status.isRejected) return <ToneChip tone="rejected" label="Rejected" />;
  return <ToneChip tone="approved" label={status.isLive ? 'Approved · Live' : 'Approved'} />;
}
