import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { Box, SvgIcon } from '@mui/material';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useNearScreen } from '../use-near-screen';

type IconFinder = (prefix: string, iconName: string) => IconDefinition | null;

// The facility icon registry is the admin's icon picker list (one source for what an admin may
// pick; about 12 KB gzip). It loads once a glyph comes near the screen, so a page whose
// facilities lie below the first view (the attraction page) does not load it up front, and the
// glyphs show a plain dot until it has arrived (decision 047).
const LOAD_MARGIN = '200px';
let loadedFinder: IconFinder | null = null;

function useFacilityIconFinder(target: RefObject<Element | null>): IconFinder | null {
  const [finder, setFinder] = useState<IconFinder | null>(() => loadedFinder);
  const near = useNearScreen(target, LOAD_MARGIN);
  useEffect(() => {
    if (finder || !near) return;
    let live = true;
    void import('./facility-icons').then((module) => {
      loadedFinder = module.findFacilityIcon;
      if (live) setFinder(() => module.findFacilityIcon);
    });
    return () => {
      live = false;
    };
  }, [finder, near]);
  return finder;
}

/**
 * A facility's icon (SPEC §3: {prefix, iconName}, Font Awesome names) as a white glyph on a disc
 * of the given colour. Decorative: the facility's name is always written beside it.
 */
export function FacilityGlyph({
  icon,
  colour,
  size = 40,
}: {
  icon: { prefix: string; iconName: string } | null | undefined;
  colour: string;
  size?: number;
}) {
  const discRef = useRef<HTMLDivElement>(null);
  const finder = useFacilityIconFinder(discRef);
  const definition = icon && finder ? finder(icon.prefix, icon.iconName) : null;
  const glyph = definition?.icon;
  const paths = glyph ? (Array.isArray(glyph[4]) ? glyph[4] : [glyph[4]]) : [];

  return (
    <Box
      ref={discRef}
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: colour,
        color: '#fff',
        flexShrink: 0,
        boxShadow: 'inset 0 0 0 1px rgba(0,0,0,0.12)',
      }}
    >
      {glyph ? (
        <SvgIcon viewBox={`0 0 ${glyph[0]} ${glyph[1]}`} sx={{ fontSize: size * 0.46 }}>
          {paths.map((d, index) => (
            <path key={index} d={d} opacity={paths.length > 1 && index === 0 ? 0.4 : 1} />
          ))}
        </SvgIcon>
      ) : (
        <Box
          sx={{ width: size * 0.22, height: size * 0.22, borderRadius: '50%', bgcolor: '#fff' }}
        />
      )}
    </Box>
  );
}
