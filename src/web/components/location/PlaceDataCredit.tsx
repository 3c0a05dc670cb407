import { Link, Typography } from '@mui/material';
import { PLACE_NAMES_CREDIT, POSTCODE_DATA_CREDIT } from '../../../contract/place-data-credits';

/**
 * The credits of the postcode and place-name data the location search uses (decision 050): the
 * Open Government Licence statement for the postcodes, the CC BY credit for the place names.
 */
export function PlaceDataCredit() {
  return (
    <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 1 }}>
      {POSTCODE_DATA_CREDIT.statement.replace(
        /licensed under the Open Government Licence v\.3\.0\.$/,
        'licensed under the ',
      )}
      <Link href={POSTCODE_DATA_CREDIT.licence.url} target="_blank" rel="noopener noreferrer">
        {POSTCODE_DATA_CREDIT.licence.name}
      </Link>
      . Place names:{' '}
      <Link href={PLACE_NAMES_CREDIT.href} target="_blank" rel="noopener noreferrer">
        GeoNames
      </Link>
      ,{' '}
      <Link href={PLACE_NAMES_CREDIT.licence.url} target="_blank" rel="noopener noreferrer">
        {PLACE_NAMES_CREDIT.licence.name}
      </Link>
      .
    </Typography>
  );
}
