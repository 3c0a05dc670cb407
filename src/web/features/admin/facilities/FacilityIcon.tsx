import { faCircleQuestion } from '@fortawesome/free-solid-svg-icons';
import { Box } from '@mui/material';
import { FaIcon } from '../layout/FaIcon';
import { findFacilityIcon } from '../../../components/facilities/facility-icons';

/** A facility's icon in its colour: a white glyph on a coloured disc (decorative). */
export function FacilityIcon({
  icon,
  colour,
  size = 40,
}: {
  icon: { prefix: string; iconName: string } | null;
  colour: string | null | undefined;
  size?: number;
}) {
  const definition = icon ? findFacilityIcon(icon.prefix, icon.iconName) : null;
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: colour || '#6b7280',
        color: '#fff',
        flexShrink: 0,
        boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.12)',
      }}
    >
      <FaIcon icon={definition ?? faCircleQuestion} sx={{ fontSize: size * 0.48 }} />
    </Box>
  );
}
