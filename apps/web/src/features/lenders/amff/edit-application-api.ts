// Lenders §4 AFF 9 'Edit Application': the data decline is marked superseded on the server (decision 041),
// so the corrected application may be sent; a real credit decision never is.
import { api } from '../../../lib/api-client';

export function editAffApplication(applicationId: string | number) {
  return api.post<{ superseded: true }>(
    `/api/v1/apps/amff/${encodeURIComponent(String(applicationId))}/edit-application`,
  );
}
