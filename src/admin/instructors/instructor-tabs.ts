import type { FormTab } from '../ui/form-tabs';
import { addressFieldNames } from '../ui/address-fields';

export type InstructorTab = 'dados' | 'endereco' | 'disciplinas';
type Tabs = readonly [FormTab<InstructorTab>, ...FormTab<InstructorTab>[]];

/** The three tabs of SPEC 2.9, each with its fields in screen order (an admin's form). */
export const instructorTabs: Tabs = [
  { key: 'dados', label: 'Dados pessoais', fields: ['nome', 'email', 'telefone'] },
  { key: 'endereco', label: 'Endereço', fields: addressFieldNames },
  { key: 'disciplinas', label: 'Disciplinas', fields: ['disciplinas'] },
];

/** Without the home address, which only admins see (an instrutor's form). */
export const publicInstructorTabs: Tabs = [
  { key: 'dados', label: 'Dados pessoais', fields: ['nome', 'email', 'telefone'] },
  { key: 'disciplinas', label: 'Disciplinas', fields: ['disciplinas'] },
];
