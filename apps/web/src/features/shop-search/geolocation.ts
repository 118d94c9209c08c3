// The browser's position for 'Use My Location' and the geofence (spec §2 screen 2, §4 "Shop selection").

export interface Position {
  latitude: number;
  longitude: number;
}

/** Why no position: the browser has no geolocation, or it refused or failed (spec §8 "Location Error"). */
export class LocationError extends Error {
  constructor(readonly reason: 'unsupported' | 'failed') {
    super(reason);
    this.name = 'LocationError';
  }
}

export function currentPosition(): Promise<Position> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new LocationError('unsupported'));
  return new Promise((resolve, reject) => {
    geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => reject(new LocationError('failed')),
      // A minute-old fix is close enough for a 20-mile geofence and for 'nearest shops'.
      { enableHighAccuracy: false, timeout: 15_000, maximumAge: 60_000 },
    );
  });
}
