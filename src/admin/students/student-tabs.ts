import type { FormTab } from '../ui/form-tabs';
import { addressFieldNames } from '../ui/address-fields';

export type StudentTab = 'dados' | 'responsavel' | 'endereco' | 'config';

/** The four tabs of SPEC 2.8, each with its fields in screen order. */
export const studentTabs: readonly [FormTab<StudentTab>, ...FormTab<StudentTab>[]] = [
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
