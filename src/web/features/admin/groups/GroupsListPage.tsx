import { Box } from '@mui/material';
import type { AttractionGroup } from '../../../../contract/attraction-group';
import { useAdminGroups } from '../api/get-admin-groups';
import { CatalogueListPage, liveCount } from '../lists/CatalogueListPage';
import { ListRow } from '../lists/ListRow';
import { RowAction } from '../lists/RowAction';
import { adminPaths } from '../paths';

/** The group's three brand colours as a small tile (decorative). */
export function BrandMark({ group }: { group: Pick<AttractionGroup, 'displayName' | 'branding'> }) {
  const { primaryColour, secondaryColour, textColour } = group.branding;
  return (
    <Box
      aria-hidden
      sx={{
        width: 40,
        height: 40,
        borderRadius: '10px',
        display: 'grid',
        placeItems: 'center',
        fontWeight: 800,
        fontSize: '1rem',
        color: textColour,
        background: `linear-gradient(135deg, ${primaryColour} 0 60%, ${secondaryColour} 60% 100%)`,
        border: '1px solid rgba(0,0,0,0.12)',
        flexShrink: 0,
      }}
    >
      {group.displayName.trim().charAt(0).toUpperCase()}
    </Box>
  );
}

/** /admin/attractiongroups/all */
export default function GroupsListPage() {
  return (
    <CatalogueListPage<AttractionGroup>
      title="Attraction Groups"
      subtitle="Operators with several attractions, shown in their own brand colours."
      noun="attraction groups"
      placeholder="e.g. Merlin Entertainments"
      createLabel="Create group"
      createTo={adminPaths.groupCreate}
      useItems={useAdminGroups}
      itemKey={(group) => group.groupId}
      renderItem={(group) => (
        <ListRow
          leading={<BrandMark group={group} />}
          title={group.displayName}
          meta={`${group.groupId} · main category ${group.mainCategory || 'none'} · ${liveCount(group.attractionCount)}`}
          actions={
            <RowAction
              to={adminPaths.groupEdit(group.groupId)}
              label="Edit"
              itemName={group.displayName}
            />
          }
        />
      )}
    />
  );
}
