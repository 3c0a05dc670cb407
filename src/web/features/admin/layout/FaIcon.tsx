import type { IconDefinition } from '@fortawesome/free-solid-svg-icons';
import { SvgIcon, type SvgIconProps } from '@mui/material';

/**
 * A Font Awesome icon drawn from its path data (facilities store {prefix, iconName}: SPEC §3).
 * No Font Awesome runtime or CSS: each icon is one tree-shaken constant in the admin chunk.
 */
export function FaIcon({ icon, ...props }: { icon: IconDefinition } & SvgIconProps) {
  const [width, height, , , path] = icon.icon;
  const paths = Array.isArray(path) ? path : [path];
  return (
    <SvgIcon viewBox={`0 0 ${width} ${height}`} aria-hidden {...props}>
      {paths.map((d, index) => (
        <path key={index} d={d} opacity={paths.length > 1 && index === 0 ? 0.4 : 1} />
      ))}
    </SvgIcon>
  );
}
