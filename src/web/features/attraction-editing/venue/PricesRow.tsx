import { Typography } from '@mui/material';
import { formatPrice, isPriceBand, priceBandLabels } from '../../../../contract/price';
import { VENUE_PAGE_TEXTS } from '../../../../contract/venue';
import { WizardTextField } from '../../../components/attraction-form/wizard-form';
import type { WizardValues } from '../../../components/attraction-form/wizard-model';
import { EditableRow, RowCard, type EditorControl } from '../inline-editor';

function pricesSummary(values: WizardValues, band: number | null): string {
  const parts = [
    values.entryPrice === ''
      ? 'No adult price yet'
      : `Adult entry ${formatPrice(Number(values.entryPrice))}`,
  ];
  if (isPriceBand(band)) parts.push(`cost ${priceBandLabels[band]}`);
  return parts.join(' · ');
}

/**
 * The adult entry price, the venue's part of the moderators' ratings row (the cost band follows
 * from it, SPEC §5), edited with the same field.
 */
export function PricesRow({
  control,
  loaded,
  band,
}: {
  control: EditorControl;
  loaded: WizardValues;
  band: number | null;
}) {
  return (
    <RowCard>
      <EditableRow
        control={control}
        editor={
          <WizardTextField
            name="entryPrice"
            label="Adult entry price (£)"
            inputMode="decimal"
            helperText={VENUE_PAGE_TEXTS.pricesHelp}
          />
        }
      >
        <Typography>{pricesSummary(loaded, band)}</Typography>
      </EditableRow>
    </RowCard>
  );
}
