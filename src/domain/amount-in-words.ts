// An amount in reais written out in Brazilian Portuguese, for the receipt (recibo): 1234.5 →
// 'mil duzentos e trinta e quatro reais e cinquenta centavos'. Covers 0 to 1 000 000 (limits.money).

const units = [
  'zero',
  'um',
  'dois',
  'três',
  'quatro',
  'cinco',
  'seis',
  'sete',
  'oito',
  'nove',
  'dez',
  'onze',
  'doze',
  'treze',
  'catorze',
  'quinze',
  'dezesseis',
  'dezessete',
  'dezoito',
  'dezenove',
];
const tens = ['', '', 'vinte', 'trinta', 'quarenta', 'cinquenta', 'sessenta', 'setenta', 'oitenta', 'noventa'];
const hundreds = [
  '',
  'cento',
  'duzentos',
  'trezentos',
  'quatrocentos',
  'quinhentos',
  'seiscentos',
  'setecentos',
  'oitocentos',
  'novecentos',
];

/** 1..999 in words ('cem', 'cento e um', 'duzentos e trinta e quatro'). */
function upTo999(n: number): string {
  if (n === 100) return 'cem';
  const parts: string[] = [];
  if (n >= 100) parts.push(hundreds[Math.floor(n / 100)] ?? '');
  const rest = n % 100;
  if (rest >= 20) {
    parts.push(tens[Math.floor(rest / 10)] ?? '');
    if (rest % 10) parts.push(units[rest % 10] ?? '');
  } else if (rest > 0) parts.push(units[rest] ?? '');
  return parts.join(' e ');
}

/** A whole number 0..999 999 999 in words, with 'e' where Portuguese puts it ('mil e vinte'). */
export function numberInWords(n: number): string {
  if (n === 0) return units[0] ?? '';
  const millions = Math.floor(n / 1_000_000);
  const thousands = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const groups: string[] = [];
  if (millions) groups.push(millions === 1 ? 'um milhão' : `${upTo999(millions)} milhões`);
  if (thousands) groups.push(thousands === 1 ? 'mil' : `${upTo999(thousands)} mil`);
  if (rest) groups.push(upTo999(rest));
  // The last group joins with 'e' when it is below 100 or a round hundred: 'mil e quinhentos'.
  const lastJoinsWithE = groups.length > 1 && rest > 0 && (rest < 100 || rest % 100 === 0);
  if (lastJoinsWithE) return `${groups.slice(0, -1).join(' ')} e ${groups.at(-1) ?? ''}`;
  return groups.join(' ');
}

/** 'um real', 'mil reais', 'um milhão de reais', 'cinquenta centavos', 'dois reais e um centavo'. */
export function amountInWords(amount: number): string {
  const totalCents = Math.round(amount * 100);
  const reais = Math.floor(totalCents / 100);
  const cents = totalCents % 100;
  const parts: string[] = [];
  if (reais > 0) {
    const words = numberInWords(reais);
    const roundMillions = reais % 1_000_000 === 0;
    parts.push(reais === 1 ? 'um real' : `${words}${roundMillions ? ' de' : ''} reais`);
  }
  if (cents > 0) parts.push(cents === 1 ? 'um centavo' : `${numberInWords(cents)} centavos`);
  return parts.length ? parts.join(' e ') : 'zero real';
}
