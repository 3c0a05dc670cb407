// Members' free entry (decision 113): the heritage bodies whose members go in free, each with the
// attraction group that holds its places. Plain values, free of zod (decision 047).

export const MEMBER_SCHEMES = ['nationaltrust', 'englishheritage', 'nts', 'hes', 'cadw'] as const;
export type MemberScheme = (typeof MEMBER_SCHEMES)[number];

export const memberSchemes: Record<MemberScheme, { groupId: string; name: string }> = {
  nationaltrust: { groupId: 'nationaltrust', name: 'National Trust' },
  englishheritage: { groupId: 'englishheritage', name: 'English Heritage' },
  nts: { groupId: 'nationaltrustforscotland', name: 'National Trust for Scotland' },
  hes: { groupId: 'historicenvironmentscotland', name: 'Historic Environment Scotland' },
  cadw: { groupId: 'cadw', name: 'Cadw' },
};

/** 'Free for National Trust members'. */
export function membersFreeWords(scheme: MemberScheme): string {
  return `Free for ${memberSchemes[scheme].name} members`;
}

/** The scheme an attraction group stands for, or null for any other group. */
export function memberSchemeOfGroup(groupId: string): MemberScheme | null {
  return MEMBER_SCHEMES.find((scheme) => memberSchemes[scheme].groupId === groupId) ?? null;
}
