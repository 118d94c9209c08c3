export interface GeocodedPlace {
  latitude: number;
  longitude: number;
  /** What the query was understood as, e.g. 'Redmond, WA 98052' or 'Redmond, WA'. */
  label: string;
}

/**
 * Turns what an applicant types into the shop search box into a point (GUIDE 4 "Partners behind
 * interfaces"). `offline` reads the bundled ZIP dataset; a remote geocoder (a maps service with street-level
 * precision) would be a second implementation chosen by GEOCODER, behind the same interface.
 */
export interface Geocoder {
  /** Short name for logs and tests. */
  readonly name: string;
  /**
   * The point of a ZIP, a 'City, ST' (or 'City ST', 'City, State name') or a street address; undefined when
   * the query names no place the geocoder knows. Rejects only when the geocoder itself failed.
   */
  geocode(query: string): Promise<GeocodedPlace | undefined>;
}
