// The attraction's map (SPEC §2): Leaflet through react-leaflet, loaded only by the attraction
// page and only once the map is near the screen (docs/decisions/082). Leaflet reads `window` when
// imported, so nothing may import this module statically.
import 'leaflet/dist/leaflet.css';
import { Box, Button, Typography } from '@mui/material';
import L from 'leaflet';
import { useEffect, useMemo, useState } from 'react';
import { MapContainer, Marker, Popup, useMap } from 'react-leaflet';
import { MAP_DRAW_DELAY_MS, MAP_MAX_ZOOM, MAP_ZOOM } from '../../../../contract/constants';
import { OnlineTileLayer } from '../../map/OnlineTileLayer';
import { DirectionsIcon } from '../icons';
import pinUrl from './pin.svg';

export interface AttractionMapProps {
  name: string;
  region: string | null;
  latitude: number;
  longitude: number;
  tileUrl: string;
  directionsHref: string;
}

/** SPEC §2: the pin is 50x50; its tip marks the spot. */
const PIN_SIZE = 50;

/** Redraws once the page has settled (SPEC §9: map draw delay 100 ms). */
function SettleSize() {
  const map = useMap();
  useEffect(() => {
    const timer = setTimeout(() => map.invalidateSize(), MAP_DRAW_DELAY_MS);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}

export default function AttractionMap({
  name,
  region,
  latitude,
  longitude,
  tileUrl,
  directionsHref,
}: AttractionMapProps) {
  const [tilesFailed, setTilesFailed] = useState(false);
  const icon = useMemo(
    () =>
      L.icon({
        iconUrl: pinUrl,
        iconSize: [PIN_SIZE, PIN_SIZE],
        iconAnchor: [PIN_SIZE / 2, PIN_SIZE - 3],
        popupAnchor: [0, -PIN_SIZE + 8],
        className: 'attraction-pin',
      }),
    [],
  );
  const position: [number, number] = [latitude, longitude];

  return (
    <Box sx={{ position: 'relative', height: '100%' }}>
      <MapContainer
        center={position}
        zoom={MAP_ZOOM}
        maxZoom={MAP_MAX_ZOOM}
        scrollWheelZoom={false}
        dragging={!L.Browser.mobile}
        style={{ height: '100%', width: '100%' }}
      >
        <OnlineTileLayer url={tileUrl} maxZoom={MAP_MAX_ZOOM} onUnavailable={setTilesFailed} />
        <Marker position={position} icon={icon} title={name} alt={`${name} on the map`}>
          <Popup>
            <Box sx={{ minWidth: 180 }}>
              <Typography
                component="p"
                sx={{ fontWeight: 700, fontSize: '1rem', m: '0 !important' }}
              >
                {name}
              </Typography>
              {region ? (
                <Typography
                  component="p"
                  sx={{ color: 'text.secondary', fontSize: '0.875rem', m: '2px 0 10px !important' }}
                >
                  {region}
                </Typography>
              ) : null}
              <Button
                component="a"
                href={directionsHref}
                target="_blank"
                rel="noopener noreferrer"
                variant="contained"
                size="small"
                startIcon={<DirectionsIcon />}
                sx={{ '&&': { color: '#fff' } }}
              >
                Get Directions
              </Button>
            </Box>
          </Popup>
        </Marker>
        <SettleSize />
      </MapContainer>
      {tilesFailed ? (
        <Typography
          component="p"
          sx={{
            position: 'absolute',
            right: 10,
            top: 10,
            zIndex: 500,
            m: 0,
            px: 1.25,
            py: 0.5,
            borderRadius: 999,
            fontSize: '0.8rem',
            color: 'text.secondary',
            bgcolor: 'rgba(255,255,255,0.92)',
          }}
        >
          Map pictures unavailable
        </Typography>
      ) : null}
    </Box>
  );
}
