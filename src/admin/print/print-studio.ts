// The studio as the printed documents name it, from the one studio config (src/site/studio.ts).
import type { StudioParty } from '../../domain/student-documents';
import { studio } from '../../site/studio';

export const printStudio: StudioParty = {
  name: studio.name,
  cnpj: studio.cnpj,
  address: studio.fullAddress,
  city: studio.address.city,
  state: studio.address.state,
  phone: studio.phone.display,
  email: studio.email,
  instagram: studio.instagram.handle,
  defaultDueDay: studio.defaultDueDay,
};
