import { Box, Card, CardActionArea, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { FACILITY_TILE_DEFAULT_COLOUR } from '../../../contract/constants';
import type { Facility } from '../../../contract/facility';
import { splitFacilityDisplayName } from '../../../contract/facility-name';
import { FacilityGlyph } from '../../components/facilities/FacilityGlyph';
import { pageHref } from '../../../contract/page-routes';

/**
 * A facility tile (SPEC §2): painted in the facility's colour (blue when it has none), with the
 * two-part display name as a small first line and a main second line. Text stays dark on a light
 * wash of the colour, so any colour an admin picks stays readable.
 */
export function FacilityTile({ facility, count }: { facility: Facility; count: string }) {
  const colour = facility.colour.trim() || FACILITY_TILE_DEFAULT_COLOUR;
  const { top, main } = splitFacilityDisplayName(facility.displayName);
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderColor: `color-mix(in srgb, ${colour} 30%, white)`,
        borderTop: `5px solid ${colour}`,
        background: `linear-gradient(180deg, color-mix(in srgb, ${colour} 12%, white) 0%, #fff 75%)`,
        transition: 'transform 160ms ease, box-shadow 160ms ease',
        '&:hover': { transform: 'translateY(-2px)', boxShadow: '0 10px 24px rgba(8,63,51,0.14)' },
      }}
    >
      <CardActionArea
        component={RouterLink}
        to={pageHref.facility(facility.facilityName)}
        sx={{
          height: '100%',
          display: 'flex',
          // Phones: icon above the name, so two tiles fit a row without squeezing the name.
          flexDirection: { xs: 'column', sm: 'row' },
          alignItems: { xs: 'flex-start', sm: 'center' },
          justifyContent: 'flex-start',
          gap: { xs: 1.25, sm: 1.75 },
          p: { xs: 1.75, sm: 2.25 },
        }}
      >
        <FacilityGlyph icon={facility.icon} colour={colour} size={46} />
        <Box sx={{ minWidth: 0 }}>
          <Typography component="h2" sx={{ lineHeight: 1.2 }}>
            {top ? (
              <Box
                component="span"
                sx={{
                  display: 'block',
                  fontSize: '0.8rem',
                  fontWeight: 600,
                  color: 'text.secondary',
                }}
              >
                {top}
              </Box>
            ) : null}
            {top ? ' ' : null}
            <Box
              component="span"
              sx={{ display: 'block', fontSize: { xs: '1rem', sm: '1.15rem' }, fontWeight: 800 }}
            >
              {main}
            </Box>
          </Typography>
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, color: 'primary.main' }}>
            {count}
          </Typography>
        </Box>
      </CardActionArea>
    </Card>
  );
}
