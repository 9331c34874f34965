import { describe, expect, it } from 'vitest';
import { addressFill, cleanCepAddress, staleHouse, type CepAddress } from './cep-fill';

const empty: CepAddress = { logradouro: '', bairro: '', cidade: '', estado: '' };
const found: CepAddress = { logradouro: 'Rua Bocaiúva', bairro: 'Centro', cidade: 'Florianópolis', estado: 'SC' };

describe('addressFill', () => {
  it.each<[string, CepAddress, CepAddress, CepAddress, Partial<CepAddress>]>([
    ['fills an empty address', empty, empty, found, found],
    [
      'keeps a street typed while waiting',
      empty,
      { ...empty, logradouro: 'Rua X' },
      found,
      { ...found, logradouro: undefined },
    ],
    [
      'replaces the previous lookup’s address nobody touched',
      { logradouro: 'Rua A', bairro: 'B', cidade: 'C', estado: 'RJ' },
      { logradouro: 'Rua A', bairro: 'B', cidade: 'C', estado: 'RJ' },
      found,
      found,
    ],
    [
      'keeps a field erased while waiting',
      { ...found, bairro: 'Velho' },
      { ...found, bairro: '' },
      { ...found, bairro: 'Novo' },
      {},
    ],
    [
      'blanks the old city’s street and district when a city-wide CEP of another city answers',
      found,
      found,
      { logradouro: '', bairro: '', cidade: 'Urubici', estado: 'SC' },
      { logradouro: '', bairro: '', cidade: 'Urubici' },
    ],
    [
      'keeps them when the city-wide CEP is of the same city (a street typed by hand)',
      { ...found, cidade: 'florianopolis' },
      { ...found, cidade: 'florianopolis' },
      { logradouro: '', bairro: '', cidade: 'Florianópolis', estado: 'SC' },
      { cidade: 'Florianópolis' },
    ],
    [
      'never blanks a field the lookup has nothing for when no city was there',
      { ...empty, logradouro: 'Rua Y' },
      { ...empty, logradouro: 'Rua Y' },
      { ...found, logradouro: '', bairro: '' },
      { cidade: 'Florianópolis', estado: 'SC' },
    ],
    ['sets nothing when all already match', found, found, found, {}],
  ])('%s', (_case, before, current, answer, fill) => {
    const expected = Object.fromEntries(Object.entries(fill).filter(([, v]) => v !== undefined));
    expect(addressFill(before, current, answer)).toEqual(expected);
  });
});

describe('cleanCepAddress', () => {
  it('trims, caps the lengths and writes the UF in capitals', () => {
    expect(cleanCepAddress({ logradouro: ' Rua A ', bairro: 'x'.repeat(200), cidade: 'Itajaí', estado: 'sc' })).toEqual(
      {
        logradouro: 'Rua A',
        bairro: 'x'.repeat(120),
        cidade: 'Itajaí',
        estado: 'SC',
      },
    );
  });

  it('treats anything but text as empty', () => {
    expect(cleanCepAddress({ logradouro: 12, bairro: null, estado: ['SC'] })).toEqual(empty);
  });
});

describe('staleHouse', () => {
  const house = { numero: '120', complemento: 'ap. 3' };
  it("blanks the old street's number and complement when the address moves to another street", () => {
    expect(staleHouse('Rua Felipe Schmidt', found.logradouro, house, house)).toEqual({ numero: '', complemento: '' });
    // A city-wide CEP of another city: the street blanked, the number with it.
    expect(staleHouse('Rua Felipe Schmidt', '', house, house)).toEqual({ numero: '', complemento: '' });
  });

  it('keeps them on the same street (however written), on a first address, and when edited while waiting', () => {
    expect(staleHouse('rua bocaiuva', found.logradouro, house, house)).toEqual({});
    expect(staleHouse('', found.logradouro, house, house)).toEqual({});
    expect(staleHouse('Rua Felipe Schmidt', 'Rua Bocaiúva', house, { ...house, numero: '7' })).toEqual({
      complemento: '',
    });
  });
});
