import type { FormTab } from '../ui/form-tabs';
import { addressFieldNames } from '../ui/address-fields';

export type StudentTab = 'dados' | 'responsavel' | 'endereco' | 'config';
type Tabs = readonly [FormTab<StudentTab>, ...FormTab<StudentTab>[]];

/** The four tabs of SPEC 2.8, each with its fields in screen order (an admin's form). */
export const studentTabs: Tabs = [
  {
    key: 'dados',
    label: 'Dados pessoais',
    fields: ['nome', 'email', 'telefone', 'dataNascimento', 'documento'],
  },
  { key: 'responsavel', label: 'Responsável', fields: ['responsavel', 'telefoneResponsavel'] },
  { key: 'endereco', label: 'Endereço', fields: addressFieldNames },
  {
    key: 'config',
    label: 'Configurações',
    fields: [
      'disciplina',
      'frequencia',
      'valorMensalidade',
      'valorAulaAvulsa',
      'formaPagamento',
      'dataVencimento',
      'optinInstagram',
    ],
  },
];

/**
 * A form without the private part (CPF/RG, address, plan and fees: an instrutor's) has no Endereço tab
 * and none of those fields.
 */
export const publicStudentTabs: Tabs = [
  { key: 'dados', label: 'Dados pessoais', fields: ['nome', 'email', 'telefone', 'dataNascimento'] },
  { key: 'responsavel', label: 'Responsável', fields: ['responsavel', 'telefoneResponsavel'] },
  { key: 'config', label: 'Configurações', fields: ['disciplina', 'optinInstagram'] },
];
