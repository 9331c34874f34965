import type { FormTab } from '../ui/form-tabs';
import { addressFieldNames } from '../ui/address-fields';

export type InstructorTab = 'dados' | 'endereco' | 'disciplinas';

/** The three tabs of SPEC 2.9, each with its fields in screen order. */
export const instructorTabs: readonly [FormTab<InstructorTab>, ...FormTab<InstructorTab>[]] = [
  { key: 'dados', label: 'Dados pessoais', fields: ['nome', 'email', 'telefone'] },
  { key: 'endereco', label: 'Endereço', fields: addressFieldNames },
  { key: 'disciplinas', label: 'Disciplinas', fields: ['disciplinas'] },
];
