import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Attraction } from '../../../../contract/attraction';
import type { Envelope } from '../../../../contract/list';
import { useAdminClient } from '../../../providers/admin-session/admin-session';
import { adminJson, type AdminClient } from '../../../api/admin-client';
import { invalidateCollection } from './query-keys';

/**
 * The attraction as read, sent back with a new last-social-post date. SPEC §7: the social page
 * sends mainCategory as a name, categories as names and facilities as name and types (without a
 * state, so each keeps its saved state); the server ignores what it owns (status, links, counts).
 */
export function socialUpdateBody(attraction: Attraction, lastSocialPost: string | null) {
  return {
    ...attraction,
    metadata: { ...attraction.metadata, lastSocialPost },
    mainCategory: attraction.mainCategory?.categoryName ?? '',
    categories: attraction.categories.map((category) => category.categoryName),
    facilities: attraction.facilities.map((facility) => ({
      name: facility.name,
      types: facility.types.map((type) => type.name),
    })),
    attractionGroups: attraction.attractionGroups.map((group) => group.groupId),
    location: { ...attraction.location, region: attraction.location.region?.regionName ?? null },
  };
}

/** PUT /management-service/v1/attractions/{id} with the token. */
export async function updateAttractionSocial(
  client: AdminClient,
  attraction: Attraction,
  lastSocialPost: string | null,
): Promise<Attraction> {
  const answer = await adminJson<Envelope<Attraction>>(
    client,
    `/management-service/v1/attractions/${attraction.id}`,
    { method: 'PUT', body: socialUpdateBody(attraction, lastSocialPost) },
  );
  return answer.response;
}

export function useUpdateAttractionSocial() {
  const client = useAdminClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      attraction,
      lastSocialPost,
    }: {
      attraction: Attraction;
      lastSocialPost: string | null;
    }) => updateAttractionSocial(client!, attraction, lastSocialPost),
    onSuccess: () => invalidateCollection(queryClient, 'attractions'),
  });
}
