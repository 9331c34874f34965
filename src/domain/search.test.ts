import { describe, expect, it } from 'vitest';
import { matchesSearch, normalizeSearch, queryWords, searchIndex, sortedByName, type SearchFields } from './search';

describe('normalizeSearch', () => {
  it.each([
    ['João', 'joao'],
    ['  ANA   Lúcia ', 'ana lucia'],
    ['Gonçalves', 'goncalves'],
    ['Ênio Ávila Índio Ótávio Úrsula', 'enio avila indio otavio ursula'],
    ['Müller Ñandú', 'muller nandu'],
    ['Cone Hindu / Chines', 'cone hindu / chines'],
    ["D'Ávila", 'davila'],
    ['D’Ávila O‘Neil D`Ávila D´Ávila', 'davila oneil davila davila'],
    ['', ''],
  ])('%s → %s', (input, output) => {
    expect(normalizeSearch(input)).toBe(output);
  });
});

describe('queryWords', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['Ana  Souza', ['ana', 'souza']],
    ['(48) 99876-5432', ['48', '998765432']],
    ['99876-5432', ['998765432']],
    ['ana@x.com', ['ana@x.com']],
    ['jiu-jitsu', ['jiu-jitsu']],
    ['+55 48 99876-5432', ['48', '998765432']],
    ['+55 (48) 99876-5432', ['48', '998765432']],
    ['+5548998765432', ['48998765432']],
    ['55 48 99876-5432', ['48', '998765432']],
    ['5548998765432', ['48998765432']],
    // DDD 55 (Santa Maria, RS): a local number, no country code to drop.
    ['(55) 99876-5432', ['55', '998765432']],
    ['55 99876-5432', ['55', '998765432']],
    ['55', ['55']],
    ['turma 55', ['turma', '55']],
    // The trunk 0 before the DDD, as on a paper form: stored phones have none.
    ['(048) 99876-5432', ['48', '998765432']],
    ['048998765432', ['48998765432']],
    ['0', ['0']],
    ['turma 048', ['turma', '048']],
  ])('%j → %j', (query, words) => {
    expect(queryWords(query)).toEqual(words);
  });
});

const joao: SearchFields = {
  text: ['João Gonçalves', 'joao.g@example.com', 'Jiu-Jitsu'],
  digits: ['(48) 99876-5432'],
};

describe('matchesSearch', () => {
  it.each([
    ['', true],
    ['joao', true],
    ['JOÃO', true],
    ['goncalves', true],
    ['gonçalves joão', true],
    ['joao silva', false],
    ['example.com', true],
    ['jiu jitsu', true],
    ['jiu-jitsu', true],
    ['pilates', false],
    ['99876', true],
    ['99876-5432', true],
    ['(48) 99876-5432', true],
    ['48998765432', true],
    ['(048) 99876-5432', true],
    ['5432 joao', true],
    ['12345', false],
  ])('%j → %s', (query, expected) => {
    expect(matchesSearch(query, joao)).toBe(expected);
  });

  it("finds D'Ávila by 'D’Ávila' (an iPhone's apostrophe), by 'davila' and by 'd´avila'", () => {
    const davila: SearchFields = { text: ["Maria D'Ávila"] };
    for (const query of ['D’Ávila', 'davila', "d'avila", 'd´avila', 'D‘Avila']) {
      expect(matchesSearch(query, davila)).toBe(true);
    }
    expect(matchesSearch("D'Ávila", { text: ['Maria D’Ávila'] })).toBe(true);
  });

  it('finds a phone pasted with the country code (+55 48 99876-5432)', () => {
    for (const query of ['+55 48 99876-5432', '+55 (48) 99876-5432', '+5548998765432', '5548998765432']) {
      expect(matchesSearch(query, joao)).toBe(true);
    }
    expect(matchesSearch('+55 48 91234-5678', joao)).toBe(false);
  });

  it('never matches a word across two fields', () => {
    expect(matchesSearch('goncalvesjoao', joao)).toBe(false);
    expect(matchesSearch('comjiu', joao)).toBe(false);
  });

  it('treats missing fields as empty', () => {
    expect(matchesSearch('ana', { text: ['Ana', null, undefined], digits: [undefined] })).toBe(true);
    expect(matchesSearch('1', { text: [null] })).toBe(false);
  });
});

describe('searchIndex', () => {
  const people = [
    { nome: 'Érica', telefone: '(48) 3222-1111' },
    { nome: 'Erick', telefone: '' },
    { nome: 'Bruna', telefone: '(48) 99111-2222' },
  ];
  const search = searchIndex(people, (p) => ({ text: [p.nome], digits: [p.telefone] }));

  it.each([
    ['', ['Érica', 'Erick', 'Bruna']],
    ['eri', ['Érica', 'Erick']],
    ['ÉRICA', ['Érica']],
    ['48', ['Érica', 'Bruna']],
    ['3222 1111', ['Érica']],
    ['zzz', []],
  ])('%j → %j, in the original order', (query, names) => {
    expect(search(query).map((p) => p.nome)).toEqual(names);
  });

  it('returns a new array that the caller may sort', () => {
    expect(search('')).not.toBe(people);
  });
});

describe('sortedByName', () => {
  it('orders names as a Brazilian reader expects: accents and case beside their letters, numbers by value', () => {
    const names = ['Zuleica', 'érica', 'Ângela', 'Bia', 'Turma 10', 'Turma 9'].map((nome) => ({ nome }));
    expect(sortedByName(names).map((n) => n.nome)).toEqual([
      'Ângela',
      'Bia',
      'érica',
      'Turma 9',
      'Turma 10',
      'Zuleica',
    ]);
  });
});
