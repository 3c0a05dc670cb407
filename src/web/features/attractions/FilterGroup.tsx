import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Badge,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import type { ListState } from '../../../contract/list-state';
import { ExpandMoreIcon } from '../../components/icons';

export interface FilterOption {
  value: string;
  label: string;
  count?: number;
}

/**
 * What each group of the panel bound to the list's state is given: the state, whether the group
 * is open, and how to toggle it or change the filters.
 */
export interface ListFilterGroupProps {
  state: ListState;
  expanded: boolean;
  onToggle: () => void;
  onChange: (changes: Partial<ListState>) => void;
}

/** One collapsible group of the filter panel; the panel keeps only one open at a time. */
export function FilterGroup({
  id,
  title,
  expanded,
  onToggle,
  selectedCount,
  children,
}: {
  id: string;
  title: string;
  expanded: boolean;
  onToggle: () => void;
  selectedCount: number;
  children: ReactNode;
}) {
  return (
    <Accordion
      expanded={expanded}
      onChange={onToggle}
      disableGutters
      elevation={0}
      square
      slotProps={{ transition: { unmountOnExit: true } }}
      sx={{
        bgcolor: 'transparent',
        '&::before': { opacity: 1 },
        '&:first-of-type::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        id={`${id}-header`}
        aria-controls={`${id}-content`}
      >
        <Typography sx={{ fontWeight: 600, flex: 1 }}>{title}</Typography>
        {selectedCount > 0 ? (
          <Badge
            badgeContent={selectedCount}
            color="primary"
            sx={{ mr: 2, alignSelf: 'center' }}
            slotProps={{ badge: { 'aria-label': `${selectedCount} selected` } as object }}
          />
        ) : null}
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`} sx={{ pt: 0, maxHeight: 360, overflowY: 'auto' }}>
        {children}
      </AccordionDetails>
    </Accordion>
  );
}

/** Tick boxes for one filter; a value fixed by the page's path shows ticked and cannot change. */
export function CheckboxOptions({
  legend,
  options,
  selected,
  locked,
  onChange,
}: {
  legend: string;
  options: FilterOption[];
  selected: string[];
  locked: string | null;
  onChange: (next: string[]) => void;
}) {
  return (
    <FormGroup aria-label={legend} role="group">
      {options.map((option) => {
        const isLocked = option.value === locked;
        const checked = isLocked || selected.includes(option.value);
        return (
          <FormControlLabel
            key={option.value}
            control={
              <Checkbox
                size="small"
                checked={checked}
                disabled={isLocked}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...selected, option.value]
                      : selected.filter((value) => value !== option.value),
                  )
                }
              />
            }
            label={
              <>
                {option.label}
                {option.count !== undefined ? (
                  <Typography
                    component="span"
                    variant="body2"
                    sx={{ color: 'text.secondary', ml: 0.75 }}
                  >
                    ({option.count})
                  </Typography>
                ) : null}
              </>
            }
            sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: '0.95rem' } }}
          />
        );
      })}
    </FormGroup>
  );
}

/** One tick box under a group's options that switches a yes-or-no filter on or off. */
export function FilterCheckbox({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  label: string;
}) {
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Checkbox
          size="small"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
      }
      label={label}
    />
  );
}
