/**
 * A shop on a point in the Gulf of Mexico, more than 100 miles from every seeded shop (New Orleans is ~200), so a
 * search there finds it alone, or nothing once it is gone.
 */
export const REMOTE_SHOP = {
  keyId: 'gulf-1',
  name: 'Gulf Tire',
  phoneNumber: '9855550100',
  addr1: '1 Main St',
  city: 'Grand Isle',
  state: 'LA',
  zip: '70358',
  latitude: 27,
  longitude: -90,
  lenders: 'CFNA',
  acctId: '1',
  subId: '1',
  storeNumber: '1',
  companyName: 'Independent',
};

export const REMOTE_SEARCH_URL = `/api/v1/shops/?lat=${REMOTE_SHOP.latitude}&lng=${REMOTE_SHOP.longitude}`;
