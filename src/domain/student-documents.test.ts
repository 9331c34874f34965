import { describe, expect, it } from 'vitest';
import { BLANK, addressText, guardianRows, placeAndDateLine, signerOf, studentRows } from './student-documents';
import { sampleFullStudent } from './test-helpers';
import { emptyAddress } from './fields';

const today = '2025-06-15';
const minor = {
  ...sampleFullStudent,
  nome: 'Lia Souza',
  dataNascimento: '2015-03-02',
  responsavel: 'Marta Souza',
  telefoneResponsavel: '(48) 99111-2222',
};

describe('signerOf', () => {
  it.each([
    ['an adult signs for herself', '1990-04-12', false],
    ['turning 18 today is an adult', '2007-06-15', false],
    ['18 tomorrow is still a minor', '2007-06-16', true],
    ['a child is a minor', '2015-03-02', true],
    ['no birth date, with a guardian on file (a child registered without one): the guardian', '', true],
  ])('%s', (_case, dataNascimento, minorExpected) => {
    expect(signerOf({ ...minor, dataNascimento }, today).minor).toBe(minorExpected);
  });

  it('no birth date but a guardian on file: the guardian signs, for a student not known to be a minor', () => {
    const signer = signerOf({ ...minor, dataNascimento: '' }, today);
    expect([signer.minor, signer.knownMinor, signer.nome]).toEqual([true, false, 'Marta Souza']);
  });

  it('no birth date and no guardian on file: the student signs alone', () => {
    expect(signerOf({ ...sampleFullStudent, dataNascimento: '', responsavel: ' ' }, today).minor).toBe(false);
    // A guardian on file does not make an adult of known age a minor.
    expect(signerOf({ ...sampleFullStudent, responsavel: 'Marta Souza' }, today).minor).toBe(false);
  });

  it('an adult signs with her own document and phone', () => {
    expect(signerOf(sampleFullStudent, today)).toEqual({
      minor: false,
      knownMinor: false,
      nome: 'Beatriz Carvalho',
      documento: '529.982.247-25',
      telefone: '(22) 99876-5432',
    });
  });

  it('a minor is represented by the guardian, whose document is left to fill in', () => {
    expect(signerOf(minor, today)).toEqual({
      minor: true,
      knownMinor: true,
      nome: 'Marta Souza',
      documento: BLANK,
      telefone: '(48) 99111-2222',
    });
  });

  it('a minor with no guardian on file gets blanks, not empty text', () => {
    const signer = signerOf({ ...minor, responsavel: ' ', telefoneResponsavel: '' }, today);
    expect([signer.nome, signer.telefone]).toEqual([BLANK, BLANK]);
  });
});

describe('addressText', () => {
  const empty = { logradouro: '', numero: '', complemento: '', bairro: '', cidade: '', estado: '', cep: '' };
  it.each([
    [sampleFullStudent, 'Rua Teixeira e Souza, 120, apto 201 - Centro, Cabo Frio/RJ, CEP 28907-000'],
    [{ ...sampleFullStudent, complemento: '', bairro: '' }, 'Rua Teixeira e Souza, 120, Cabo Frio/RJ, CEP 28907-000'],
    [{ ...empty, cidade: 'Florianópolis', estado: 'sc' }, 'Florianópolis/SC'],
    [{ ...empty, cep: '88063-300' }, 'CEP 88063-300'],
    [empty, ''],
  ])('%o → %s', (address, text) => {
    expect(addressText(address)).toBe(text);
  });
});

describe('studentRows', () => {
  it('lists every field of the student, dates in pt-BR', () => {
    expect(studentRows(sampleFullStudent)).toEqual([
      { label: 'Nome', value: 'Beatriz Carvalho' },
      { label: 'CPF/RG', value: '529.982.247-25' },
      { label: 'Data de nascimento', value: '12/04/1990' },
      { label: 'Endereço', value: 'Rua Teixeira e Souza, 120, apto 201 - Centro, Cabo Frio/RJ, CEP 28907-000' },
      { label: 'Telefone', value: '(22) 99876-5432' },
      { label: 'E-mail', value: 'bia@example.com' },
    ]);
  });

  it('leaves a blank for what is not on file', () => {
    const rows = studentRows({
      ...sampleFullStudent,
      documento: '',
      dataNascimento: '',
      telefone: '',
      email: '',
      ...emptyAddress,
    });
    expect(rows.map((r) => r.value)).toEqual(['Beatriz Carvalho', BLANK, BLANK, BLANK, BLANK, BLANK]);
  });
});

describe('guardianRows and placeAndDateLine', () => {
  it('identify the guardian', () => {
    expect(guardianRows(signerOf(minor, today)).map((r) => `${r.label}: ${r.value}`)).toEqual([
      'Nome: Marta Souza',
      `CPF/RG: ${BLANK}`,
      'Telefone: (48) 99111-2222',
    ]);
  });

  it('leave the date to be written by hand in the studio city', () => {
    expect(placeAndDateLine('Florianópolis')).toBe('Florianópolis, ____ de __________ de ______.');
  });
});
