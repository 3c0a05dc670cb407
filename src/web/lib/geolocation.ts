import { GEOLOCATION_TIMEOUT_MS } from '../../contract/constants';
import type { LatLng } from '../../contract/distance';

export type GeolocationFailure = 'unsupported' | 'denied' | 'unavailable' | 'timeout';

export class GeolocationError extends Error {
  constructor(readonly reason: GeolocationFailure) {
    super(`geolocation ${reason}`);
    this.name = 'GeolocationError';
  }
}

/**
 * The device's position, or a GeolocationError. SPEC §4's 5000 ms covers the whole wait, not
 * just the fix: a permission prompt left unanswered must not hold the page's location forever,
 * so our own timer runs beside the API's.
 */
export function currentPosition(
  geolocation: Geolocation | undefined,
  timeoutMs: number = GEOLOCATION_TIMEOUT_MS,
): Promise<LatLng> {
  if (!geolocation) return Promise.reject(new GeolocationError('unsupported'));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new GeolocationError('timeout')), timeoutMs);
    geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(timer);
        resolve({ latitude: position.coords.latitude, longitude: position.coords.longitude });
      },
      (error) => {
        clearTimeout(timer);
        const reason: GeolocationFailure =
          error.code === error.PERMISSION_DENIED
            ? 'denied'
            : error.code === error.TIMEOUT
              ? 'timeout'
              : 'unavailable';
        reject(new GeolocationError(reason));
      },
      { timeout: timeoutMs, maximumAge: 10 * 60_000, enableHighAccuracy: false },
    );
  });
}
