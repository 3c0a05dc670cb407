import { useEffect, useState, type FormEvent } from 'react';
import type { City } from '../../../contract/city';
import { notices } from '../../../contract/messages';
import { normalisePostcode, postcodeMessages } from '../../../contract/postcode';
import { getPostcodeLocation } from '../../api/get-postcode-location';
import { useAlerts } from '../../providers/alerts';
import { useUserLocation } from '../../providers/location';
import { loadCities } from '../../lib/cities';
import { citiesByCountry } from '../../lib/cities-by-country';

/** What Change Location is waiting for: a postcode's lookup or the device's position. */
export type LocationLookup = 'postcode' | 'device' | null;

/** The built-in cities, grouped by country, once the gazetteer has loaded (empty until then). */
function useCitiesByCountry(): City[] {
  const [cities, setCities] = useState<City[]>([]);
  useEffect(() => {
    let live = true;
    void loadCities().then((list) => {
      if (live) setCities(citiesByCountry(list));
    });
    return () => {
      live = false;
    };
  }, []);
  return cities;
}

/**
 * Change Location's state and its three ways to a new place: a city, a postcode looked up through
 * the server, or the device's position. Each success closes the dialog (`onClose`); a postcode
 * that cannot be placed leaves a hint and the dialog open (decision 050).
 */
export function useChangeLocation(onClose: () => void) {
  const { location, chooseLocation, locateDevice } = useUserLocation();
  const { showAlert } = useAlerts();
  const cities = useCitiesByCountry();
  const [city, setCity] = useState<City | null>(null);
  const [postcode, setPostcode] = useState('');
  const [postcodeHint, setPostcodeHint] = useState<string | null>(null);
  const [busy, setBusy] = useState<LocationLookup>(null);
  const [deviceHint, setDeviceHint] = useState<string | null>(null);

  const pickCity = (picked: City | null) => {
    setCity(picked);
    if (!picked) return;
    chooseLocation({
      name: picked.cityName,
      latitude: picked.latitude,
      longitude: picked.longitude,
    });
    onClose();
  };

  const findPostcode = async (event: FormEvent) => {
    event.preventDefault();
    const normalised = normalisePostcode(postcode);
    if (!normalised) {
      setPostcodeHint(postcodeMessages.malformed);
      return;
    }
    setPostcodeHint(null);
    setBusy('postcode');
    const found = await getPostcodeLocation(normalised);
    setBusy(null);
    if (!found) {
      setPostcodeHint(postcodeMessages.notFound(normalised));
      return;
    }
    const { latitude, longitude, approximate } = found;
    chooseLocation({
      name: approximate ? postcodeMessages.approximateName(normalised) : normalised,
      latitude,
      longitude,
    });
    if (approximate) {
      showAlert({ severity: 'info', message: postcodeMessages.approximate(normalised) });
    }
    onClose();
  };

  const locateHere = async () => {
    setDeviceHint(null);
    setBusy('device');
    const found = await locateDevice();
    setBusy(null);
    // Refused or unsupported: say so here, where the visitor asked, and leave the place as it was.
    if (found) onClose();
    else setDeviceHint(notices.geolocationUnavailable);
  };

  return {
    location,
    cities,
    city,
    pickCity,
    postcode,
    setPostcode,
    postcodeHint,
    findPostcode,
    locateHere,
    deviceHint,
    busy,
  };
}
