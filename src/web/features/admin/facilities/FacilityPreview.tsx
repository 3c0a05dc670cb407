import { Box, Typography } from '@mui/material';
import { DEFAULT_FACILITY_COLOUR } from '../../../../contract/constants';
import { splitFacilityDisplayName } from '../../../../contract/facility-name';
import { PreviewCard } from '../forms/PreviewCard';
import { FacilityIcon } from './FacilityIcon';

/** The facility's tile as visitors will see it, with its "when available" text below. */
export function FacilityPreview({
  displayName,
  colour,
  icon,
  availableDescription,
}: {
  displayName: string;
  colour: string;
  icon: { prefix: string; iconName: string };
  availableDescription: string;
}) {
  const name = splitFacilityDisplayName(displayName || 'Display|name');
  return (
    <PreviewCard>
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 1.5,
          p: 1.5,
          borderRadius: '12px',
          border: '1px solid',
          borderColor: 'divider',
        }}
      >
        <FacilityIcon
          icon={icon.iconName ? icon : null}
          colour={colour || DEFAULT_FACILITY_COLOUR}
          size={48}
        />
        <Box sx={{ minWidth: 0 }}>
          {name.top ? (
            <Typography sx={{ fontSize: '0.75rem', color: 'text.secondary', lineHeight: 1.2 }}>
              {name.top}
            </Typography>
          ) : null}
          <Typography
            sx={{
              fontWeight: 800,
              fontSize: '1.05rem',
              lineHeight: 1.2,
              overflowWrap: 'anywhere',
            }}
          >
            {name.main}
          </Typography>
        </Box>
      </Box>
      <Typography sx={{ color: 'text.secondary', fontSize: '0.85rem', mt: 1.5 }}>
        {availableDescription.trim() || 'The "when available" text shows here.'}
      </Typography>
    </PreviewCard>
  );
}
