import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import {
  EDITOR_FACT_SOURCES,
  factSourceLabels,
  SOURCES_WITHOUT_URL,
} from '../../../../contract/fact-provenance';
import type { FactCheck } from '../../../../contract/family-facts-schema';
import { factGroupLabels, type FactGroup } from '../../../../contract/family-facts';
import { checkedText } from '../../attraction-view/opening-hours-text';
import {
  effectiveDraft,
  groupChanged,
  todayInLondon,
  type FactSourceDraft,
} from '../fact-source-draft';
import { useStep } from '../wizard-form';
import type { WizardValues } from '../wizard-model';

/**
 * "Where is this from?" under a group's fields (decision 118): the kind of source, the page and
 * the date it gives, shown as the save will record them. Touching any of them makes them the
 * moderator's own choice, sent with the save; the contract's messages show beside each field,
 * the server's too when it refuses one.
 */
export function FactSourceFields({
  group,
  check,
}: {
  group: FactGroup;
  /** What is recorded now, said in words above the fields; left out where it is not known. */
  check?: FactCheck | null;
}) {
  const { watch, setValue, formState, getFieldState, clearErrors } = useFormContext<WizardValues>();
  const { shownError, readOnly } = useStep();
  const headingId = useId();
  const values = watch();
  const start = (formState.defaultValues ?? values) as WizardValues;
  const shown = effectiveDraft(group, values, start);
  const changedWithoutSource = !shown.set && groupChanged(group, values, start);
  const path = `factSources.${group}` as const;
  const errorAt = (key: SourceKey) =>
    shownError(`${path}.${key}`) ?? getFieldState(`${path}.${key}`).error?.message;

  const change = (key: SourceKey, value: string) => {
    const next: FactSourceDraft = { ...shown, [key]: value, set: true };
    clearErrors(path);
    setValue(path, next, { shouldDirty: true, shouldTouch: true });
  };
  const now = check === undefined ? undefined : checkedText(check, factGroupLabels[group]);

  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        p: { xs: 1.5, sm: 2 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'grey.50',
        minWidth: 0,
        display: 'grid',
        gap: 1.5,
      }}
    >
      <Box>
        <Typography id={headingId} component="h3" sx={{ fontWeight: 700, fontSize: '1rem' }}>
          Where is this from?
        </Typography>
        {now !== undefined || changedWithoutSource ? (
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {now === undefined ? null : now ? `Now: ${now}. ` : 'No source recorded yet. '}
            {changedWithoutSource
              ? 'Your changes will be saved as checked by a moderator today, unless you say where they came from.'
              : null}
          </Typography>
        ) : null}
      </Box>
      <SourceInputs shown={shown} readOnly={readOnly} errorAt={errorAt} onChange={change} />
    </Box>
  );
}

type SourceKey = 'source' | 'url' | 'asOf';

/** The kind of source, the page and the date: one row on a wide screen, stacked on a phone. */
function SourceInputs({
  shown,
  readOnly,
  errorAt,
  onChange,
}: {
  shown: FactSourceDraft;
  readOnly: boolean;
  errorAt: (key: SourceKey) => string | undefined;
  onChange: (key: SourceKey, value: string) => void;
}) {
  const urlNeeded = !SOURCES_WITHOUT_URL.includes(shown.source);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1.2fr) minmax(0, 2fr) 13rem' },
        // White fields on the grey panel, as everywhere else in the form.
        '& .MuiOutlinedInput-root': { bgcolor: 'background.paper' },
        alignItems: 'start',
      }}
    >
      <TextField
        select
        size="small"
        label="Source"
        value={shown.source}
        disabled={readOnly}
        onChange={(event) => onChange('source', event.target.value)}
        error={errorAt('source') !== undefined}
        helperText={errorAt('source')}
      >
        {EDITOR_FACT_SOURCES.map((source) => (
          <MenuItem key={source} value={source}>
            {factSourceLabels[source]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        label={urlNeeded ? 'Page address' : 'Page address (optional)'}
        type="url"
        placeholder="https://"
        value={shown.url}
        disabled={readOnly}
        required={urlNeeded}
        onChange={(event) => onChange('url', event.target.value)}
        error={errorAt('url') !== undefined}
        helperText={errorAt('url')}
      />
      <TextField
        size="small"
        label="As of"
        type="date"
        value={shown.asOf}
        disabled={readOnly}
        onChange={(event) => onChange('asOf', event.target.value)}
        error={errorAt('asOf') !== undefined}
        helperText={errorAt('asOf') ?? 'The date the source gives'}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: todayInLondon() } }}
      />
    </Box>
  );
}
