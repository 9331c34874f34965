// One search for every staff list (PATTERNS.md C): accent- and case-insensitive, every word of the
// query must appear in some field, and phone numbers match by their digits whatever the punctuation.

/** Names in the order a Brazilian reader expects: accents and case beside their letters, numbers by value. */
export const byName = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** A copy of `list` in name order (byName). */
export const sortedByName = <T extends { nome: string }>(list: readonly T[]): T[] =>
  [...list].sort((a, b) => byName.compare(a.nome, b.nome));

// Apostrophes, straight or as a phone's keyboard types them (’ on an iPhone), and the accents typed
// alone in their place: "D'Ávila", 'D’Ávila' and 'davila' are the same name.
const APOSTROPHES = /['\u2018\u2019\u201B\u02BC`\u00B4]/g;

/** "João  D'Ávila" → 'joao davila': no accents nor apostrophes, lower case, single spaces. */
export function normalizeSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(APOSTROPHES, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** What a record offers to the search: free text (names, e-mail, labels) and numbers (phones). */
export interface SearchFields {
  text: ReadonlyArray<string | null | undefined>;
  digits?: ReadonlyArray<string | null | undefined>;
}

// Separates fields so a word never matches across two of them.
const SEPARATOR = '\u0001';

/**
 * A record's searchable text, computed once per record (not per keystroke): normalised text, then
 * the digits of each number field.
 */
export function searchKey(fields: SearchFields): string {
  const text = fields.text.map((value) => normalizeSearch(value ?? ''));
  const digits = (fields.digits ?? []).map((value) => (value ?? '').replace(/\D/g, ''));
  return [...text, ...digits].join(SEPARATOR);
}

/** A word made of digits and phone punctuation: '(48)', '99876-5432', '+55'. */
const isPhoneWord = (word: string) => /\d/.test(word) && /^[\d().+-]+$/.test(word);

/**
 * A phone pasted with Brazil's country code ('+55 48 99876-5432', '5548998765432') without it: the
 * stored phones have none. Without '+', 55 is the code only before a whole number (12 or 13 digits
 * in all); less is a phone of DDD 55.
 */
function withoutCountryCode(words: string[]): string[] {
  const [first = '', ...rest] = words;
  if (!words.every(isPhoneWord)) return words;
  const digits = words.join('').replace(/\D/g, '').length;
  const coded = first.startsWith('+55') || (first.startsWith('55') && digits >= 12);
  const national = coded ? first.replace(/^\+?55/, '') : first;
  // Nor its trunk 0 ('(048) 99876-5432', as on a paper form): the stored phones have none (masks.ts).
  return [national.replace(/^(\D*)0+(?=\d{2})/, '$1'), ...rest];
}

/**
 * The words of a query; a word made of digits and phone punctuation ('(48)', '99876-5432') becomes its
 * digits, and a whole phone number loses its country code and trunk 0.
 */
export function queryWords(query: string): string[] {
  return withoutCountryCode(normalizeSearch(query).split(' '))
    .map((word) => (isPhoneWord(word) ? word.replace(/\D/g, '') : word))
    .filter((word) => word !== '');
}

/** True when every word is found in the key (an empty query matches everything). */
export function keyMatches(key: string, words: readonly string[]): boolean {
  return words.every((word) => key.includes(word));
}

/** True when `query` matches the fields (for one-off checks; lists should precompute keys). */
export function matchesSearch(query: string, fields: SearchFields): boolean {
  return keyMatches(searchKey(fields), queryWords(query));
}

/**
 * Indexes `items` once (a key per item) and returns a filter for queries, so a keystroke only scans
 * precomputed keys. The filter keeps the items' order; an empty query returns them all.
 */
export function searchIndex<T>(items: readonly T[], fieldsOf: (item: T) => SearchFields): (query: string) => T[] {
  const keys = items.map((item) => searchKey(fieldsOf(item)));
  return (query) => {
    const words = queryWords(query);
    if (words.length === 0) return [...items];
    return items.filter((_item, index) => keyMatches(keys[index] ?? '', words));
  };
}
