// Places that keep their own listing (decision 161): the claim, the venue's proposals
// and the moderators' queue, as paths, limits, groups and wording shared by server and browser.
import { z } from './zod.js';
import { emailField } from './fields.js';
import { emailTokenSchema } from './email-signup.js';

// The words and the link's lifetime live in a zod-free module: the attraction page's first view
// shows "Is this your place?" without loading zod (decisions 044, 096).
export { VENUE_LINK_HOURS, VENUE_MESSAGES, VENUE_PAGE_TEXTS } from './venue-texts.js';

export const VENUE_PATHS = {
  claim: (id: number | string) => `/venue-service/v1/attractions/${id}/claims`,
  verify: '/venue-service/v1/claims/verify',
  session: '/venue-service/v1/session',
  proposals: '/venue-service/v1/proposals',
  photos: '/venue-service/v1/photos',
} as const;

/** The header a verified venue's requests carry; never the admin `token` header. */
export const VENUE_SESSION_HEADER = 'venue-session';

/** How long a verified venue may propose changes before it verifies again. */
export const VENUE_SESSION_DAYS = 30;
/** Claims per client address and per place, each per hour. */
export const VENUE_CLAIMS_PER_HOUR = 5;
/** Proposals (and photo uploads) per verified venue per hour. */
export const VENUE_PROPOSALS_PER_HOUR = 20;

/**
 * The groups a venue proposes and a moderator approves or rejects one by one. Each maps onto the
 * fact group (decision 109) its approval stamps `venue`, where there is one.
 */
export const VENUE_PROPOSAL_GROUPS = [
  'hours',
  'prices',
  'ages',
  'setting',
  'access',
  'essentials',
  'contact',
  'description',
  'photo',
] as const;
export type VenueProposalGroup = (typeof VENUE_PROPOSAL_GROUPS)[number];

export const venueProposalGroupLabels: Record<VenueProposalGroup, string> = {
  hours: 'Opening times',
  prices: 'Prices',
  ages: 'Suitable ages',
  setting: 'Indoor or outdoor',
  access: 'Accessibility',
  essentials: 'Family essentials',
  contact: 'Contact details',
  description: 'Description',
  photo: 'Photo',
};

export const VENUE_PROPOSAL_STATUSES = ['pending', 'approved', 'rejected', 'superseded'] as const;
export type VenueProposalStatus = (typeof VENUE_PROPOSAL_STATUSES)[number];

/** The registrable part we compare: 'www.willowfarm.co.uk' and 'mail.willowfarm.co.uk' match. */
export function websiteDomain(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `https://${url}`).hostname;
    return (
      host
        .toLowerCase()
        .replace(/^www\./, '')
        .replace(/\.$/, '') || null
    );
  } catch {
    return null;
  }
}

/** Whether an address is on the website's domain or one of its subdomains. */
export function isAddressOnDomain(email: string, domain: string): boolean {
  const at = email.lastIndexOf('@');
  if (at < 0) return false;
  const host = email
    .slice(at + 1)
    .toLowerCase()
    .replace(/\.$/, '');
  return host === domain || host.endsWith(`.${domain}`);
}

export const venueProposalStatusLabels: Record<VenueProposalStatus, string> = {
  pending: 'Waiting for a moderator',
  approved: 'Approved',
  rejected: 'Not accepted',
  superseded: 'Replaced by a newer change',
};

export const VenueClaimInputSchema = z.object({ email: emailField() });
export const VenueVerifyInputSchema = z.object({ token: emailTokenSchema });

export const VenueSessionSchema = z.object({
  sessionToken: z.string(),
  expiresAt: z.iso.datetime({ offset: true }),
  attractionId: z.number().int(),
  attractionName: z.string(),
  email: z.string(),
});
export type VenueSession = z.infer<typeof VenueSessionSchema>;

export const VenueProposalSchema = z.object({
  id: z.number().int(),
  attractionId: z.number().int(),
  attractionName: z.string(),
  group: z.enum(VENUE_PROPOSAL_GROUPS),
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  status: z.enum(VENUE_PROPOSAL_STATUSES),
  proposedBy: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  decidedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type VenueProposal = z.infer<typeof VenueProposalSchema>;
