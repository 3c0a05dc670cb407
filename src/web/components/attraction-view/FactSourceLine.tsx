import { Link, Typography } from '@mui/material';
import { provenanceWords, sourceHost } from '../../../contract/fact-provenance';
import type { FactCheck } from '../../../contract/family-facts-schema';
import type { FactGroup } from '../../../contract/family-facts';
import { FactConfirm } from './FactConfirm';
import { londonToday } from '../../../contract/london-time';
import { isoDate } from '../../../contract/opening-hours';

/**
 * Under a group of facts: where they came from and when, in words, with the source's page linked
 * (decision 109), and the source's own caveat when it has one. Nothing when no source has said.
 */
export function FactSourceLine({
  what,
  check,
  confirm,
}: {
  what: string;
  check: FactCheck | null;
  /** The visitor's Yes / No under the line, for groups that have a source to confirm. */
  confirm?: { attractionId: number; group: FactGroup; confirmedAt: string | null };
}) {
  if (!check) return null;
  const words = provenanceWords(what, check, isoDate(londonToday()));
  const host = check.url ? sourceHost(check.url) : null;
  const at = host ? words.indexOf(host) : -1;
  return (
    <>
      <Typography
        variant="body2"
        data-fact-source={check.source}
        sx={{ color: 'text.secondary', mt: 1 }}
      >
        {at >= 0 && check.url ? (
          <>
            {words.slice(0, at)}
            <Link href={check.url} rel="noopener nofollow" target="_blank">
              {host}
            </Link>
            {words.slice(at + (host?.length ?? 0))}
          </>
        ) : (
          words
        )}
        {check.note ? `. ${check.note}` : null}
      </Typography>
      {confirm ? <FactConfirm {...confirm} /> : null}
    </>
  );
}
