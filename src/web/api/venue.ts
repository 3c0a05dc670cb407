import { useMutation } from '@tanstack/react-query';
import { usePageQuery } from './page-query';
import type { Attraction } from '../../contract/attraction';
import type { AttractionInput } from '../../contract/attraction-input';
import {
  VENUE_PATHS,
  VENUE_SESSION_HEADER,
  type VenueProposal,
  type VenueSession,
} from '../../contract/venue';
import { getJson, sendJson } from './http';

/**
 * The venue service (decision 161): "Is this your place?", the mailed link that verifies it, and
 * what the verified venue proposes, each call carrying its session in the `venue-session` header.
 */

export interface VenueListing {
  attractionId: number;
  email: string;
  expiresAt: string;
  attraction: Attraction;
}

const withSession = (sessionToken: string) => ({
  headers: { [VENUE_SESSION_HEADER]: sessionToken },
});

/** POST a claim: 202 with the "we have emailed a link" message, or a 400/429 the form shows. */
export async function claimPlace(attractionId: number, email: string): Promise<string> {
  const answer = await sendJson<{ message: string }>('POST', VENUE_PATHS.claim(attractionId), {
    email,
  });
  return answer.message;
}

export function useClaimPlace(attractionId: number) {
  return useMutation({ mutationFn: (email: string) => claimPlace(attractionId, email) });
}

/** The mailed link's token for a venue session; 404 when expired or already used. */
export function verifyVenueLink(token: string): Promise<VenueSession> {
  return sendJson<VenueSession>('POST', VENUE_PATHS.verify, { token });
}

export const venueKeys = {
  listing: (sessionToken: string) => ['venue', 'listing', sessionToken] as const,
  proposals: (sessionToken: string) => ['venue', 'proposals', sessionToken] as const,
};

/** The venue's place as stored (what its editors start from); 401 once the session has lapsed. */
export function useVenueListing(sessionToken: string | null) {
  return usePageQuery({
    queryKey: venueKeys.listing(sessionToken ?? ''),
    queryFn: ({ signal }) =>
      getJson<VenueListing>(VENUE_PATHS.session, {}, { signal, ...withSession(sessionToken!) }),
    enabled: sessionToken !== null,
    retry: false,
    staleTime: 0,
  });
}

/** What the venue has sent, newest first, each with its state. */
export function useVenueProposals(sessionToken: string | null) {
  return usePageQuery({
    queryKey: venueKeys.proposals(sessionToken ?? ''),
    queryFn: async ({ signal }) =>
      (
        await getJson<{ results: VenueProposal[] }>(
          VENUE_PATHS.proposals,
          {},
          { signal, ...withSession(sessionToken!) },
        )
      ).results,
    enabled: sessionToken !== null,
    retry: false,
  });
}

/** The editors' full body as a proposal: the server stores one diff per changed group. */
export async function proposeChanges(
  sessionToken: string,
  body: AttractionInput,
): Promise<{ proposals: number[]; message: string }> {
  return sendJson('POST', VENUE_PATHS.proposals, body, withSession(sessionToken));
}
