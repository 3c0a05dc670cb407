import { Alert, Typography } from '@mui/material';
import { useParams, useSearchParams } from 'react-router';
import { carFreeIntro, carFreePageName } from '../../../contract/car-free-pages';
import type { CarFreePage } from '../../../contract/car-free-pages-schema';
import { carFreeMeta } from '../../../contract/page-meta';
import { useSiteConfig } from '../../providers/site-config-context';
import { usePageMeta } from '../../providers/use-page-meta';
import { parseListState, withPathFilter } from '../../../contract/list-state';
import { NORTHERN_IRELAND_RAIL_NOTE } from '../../../contract/nearest-station';
import { useCarFreePages } from '../../api/get-car-free-pages';
import NotFoundPage from '../../components/NotFoundPage';
import { PageLoading } from '../../components/PageLoading';
import { StationDataCredit } from '../../components/stations/StationDataCredit';
import AttractionsPage from './AttractionsPage';

/**
 * "Car-free days out near {city}" (decision 153): the list of places a short walk from a railway
 * station, measured and ordered from the city rather than from the visitor. The walk and the
 * distance start from the page's defaults and can be changed, never turned off.
 */
export default function CarFreeCityPage() {
  const { citySlug = '' } = useParams();
  const pages = useCarFreePages();
  if (pages.isPending) return <PageLoading />;
  const wanted = citySlug.trim().toLowerCase();
  const city = pages.data?.find((page) => page.citySlug === wanted);
  if (!city) return <NotFoundPage />;
  return <CarFreeCity city={city} />;
}

/** The page of a city that has one: noted for the server's head (decision 188), then listed. */
function CarFreeCity({ city }: { city: CarFreePage }) {
  const [searchParams] = useSearchParams();
  const { productName } = useSiteConfig();
  usePageMeta(carFreeMeta(city, productName));

  const applied = withPathFilter(parseListState(searchParams), {
    kind: 'carFree',
    value: city.citySlug,
  });
  const intro = (
    <>
      <Typography component="p">
        {carFreeIntro(city.cityName, applied.nearStation ?? 0, applied.distance)}
      </Typography>
      {city.country === 'Northern Ireland' ? (
        <Alert severity="info" sx={{ mt: 1.5 }}>
          {NORTHERN_IRELAND_RAIL_NOTE}.
        </Alert>
      ) : null}
      <StationDataCredit />
    </>
  );
  return (
    <AttractionsPage
      pathFilters={['carFree']}
      about={{
        point: { latitude: city.latitude, longitude: city.longitude },
        heading: carFreePageName(city.cityName),
        intro,
      }}
    />
  );
}
