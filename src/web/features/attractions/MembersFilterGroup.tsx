import { MEMBER_SCHEMES, memberSchemes } from '../../../contract/member-schemes';
import { CheckboxOptions, FilterGroup, type ListFilterGroupProps } from './FilterGroup';

const options = MEMBER_SCHEMES.map((scheme) => ({
  value: scheme,
  label: memberSchemes[scheme].name,
}));

/**
 * "Free for members" (decision 113): places whose members go in free, for the families who hold
 * a National Trust, English Heritage, NTS, Historic Environment Scotland or Cadw card.
 */
export function MembersFilterGroup({ state, expanded, onToggle, onChange }: ListFilterGroupProps) {
  return (
    <FilterGroup
      id="filter-member"
      title="Free for members"
      expanded={expanded}
      onToggle={onToggle}
      selectedCount={state.members.length}
    >
      <CheckboxOptions
        legend="Free for members of"
        options={options}
        selected={state.members}
        locked={null}
        onChange={(next) =>
          onChange({
            // In the scheme order, whatever the order of the ticks, so the URL is stable.
            members: MEMBER_SCHEMES.filter((scheme) => next.includes(scheme)),
          })
        }
      />
    </FilterGroup>
  );
}
