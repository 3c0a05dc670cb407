import { Box, Button, Link, Paper, Typography } from '@mui/material';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import type { AttractionGroup } from '../../../contract/attraction-group';
import { DEFAULT_BRANDING_TEXT_COLOUR } from '../../../contract/constants';
import { ArrowForwardIcon } from '../../components/icons';

/**
 * An attraction group's tile (SPEC §2): painted in the group's primary, secondary and text
 * colours, with its name (the link to /group/{groupId}), description and 'Visit Website'. The
 * name's link covers the whole tile; the website button sits above it.
 */
export function GroupTile({ group, count }: { group: AttractionGroup; count: string }) {
  const headingId = useId();
  const { primaryColour, secondaryColour } = group.branding;
  const text = group.branding.textColour || DEFAULT_BRANDING_TEXT_COLOUR;

  return (
    <Paper
      component="article"
      aria-labelledby={headingId}
      elevation={0}
      sx={{
        position: 'relative',
        height: '100%',
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
        bgcolor: primaryColour,
        color: text,
        borderRadius: 4,
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 14px 30px rgba(0,0,0,0.2)' },
        '&:focus-within': { outline: `3px solid ${secondaryColour}`, outlineOffset: 2 },
      }}
    >
      <Box
        aria-hidden
        sx={{
          height: 10,
          bgcolor: secondaryColour,
        }}
      />
      <Box
        sx={{ p: { xs: 2.5, md: 3 }, display: 'flex', flexDirection: 'column', gap: 1.5, flex: 1 }}
      >
        <Typography
          id={headingId}
          component="h2"
          sx={{ fontWeight: 800, fontSize: '1.4rem', lineHeight: 1.2 }}
        >
          <Link
            component={RouterLink}
            to={`/group/${group.groupId}`}
            underline="none"
            sx={{
              color: 'inherit',
              // The name's link covers the tile, so the whole tile opens the group.
              '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {group.displayName}
          </Link>
        </Typography>
        <Typography
          sx={{
            color: 'inherit',
            lineHeight: 1.6,
            display: '-webkit-box',
            WebkitLineClamp: 5,
            WebkitBoxOrient: 'vertical',
            overflow: 'hidden',
          }}
        >
          {group.description}
        </Typography>
        <Box sx={{ flex: 1 }} />
        <GroupTileFooter group={group} count={count} textColour={text} />
      </Box>
    </Paper>
  );
}

/**
 * The tile's foot: the count of places (under the name's covering link, so it opens the group)
 * and 'Visit Website', raised above that link so it opens the group's own site instead.
 */
function GroupTileFooter({
  group,
  count,
  textColour,
}: {
  group: AttractionGroup;
  count: string;
  textColour: string;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1.5,
        flexWrap: 'wrap',
      }}
    >
      <Typography
        component="span"
        sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
      >
        {count}
        <ArrowForwardIcon aria-hidden sx={{ fontSize: 18 }} />
      </Typography>
      <Button
        component="a"
        href={group.websiteUrl}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        aria-label={`Visit Website of ${group.displayName}`}
        sx={{
          position: 'relative',
          zIndex: 2,
          color: textColour,
          borderColor: textColour,
          '&:hover': { borderColor: textColour, bgcolor: 'rgba(255,255,255,0.12)' },
        }}
      >
        Visit Website
      </Button>
    </Box>
  );
}
