import { Box, Link } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { Attraction } from '../../../contract/attraction';

type AttractionGroup = Attraction['attractionGroups'][number];

/** One group's pill in its own colours, linking to the group's page. */
function GroupLink({ group }: { group: AttractionGroup }) {
  return (
    <Link
      component={RouterLink}
      to={`/group/${group.groupId}`}
      underline="none"
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 1,
        pl: 0.75,
        pr: 1.5,
        py: 0.5,
        borderRadius: 999,
        fontWeight: 700,
        fontSize: '0.9rem',
        color: group.branding.textColour,
        bgcolor: group.branding.primaryColour,
        '&:hover, &:focus-visible': { filter: 'brightness(1.12)' },
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 18,
          height: 18,
          borderRadius: '50%',
          bgcolor: group.branding.secondaryColour,
          boxShadow: '0 0 0 2px rgba(255,255,255,0.6)',
        }}
      />
      Part of {group.displayName}
    </Link>
  );
}

/** The groups an attraction belongs to, as the list named "Part of". */
export function GroupLinks({ groups }: { groups: Attraction['attractionGroups'] }) {
  return (
    <Box component="ul" aria-label="Part of" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {groups.map((group) => (
        <Box component="li" key={group.groupId} sx={{ mt: 0.5 }}>
          <GroupLink group={group} />
        </Box>
      ))}
    </Box>
  );
}
