// CSV that Excel in pt-BR opens right: UTF-8 with a BOM, ';' between cells, CRLF between lines.
// A cell starting with '=', '+', '-' or '@' would run as a formula: it is neutralised with a
// leading apostrophe (OWASP's advice on CSV injection).

const needsQuotes = /[";\r\n]/;
const formulaStart = /^[=+\-@\t\r]/;

export function csvCell(value: string | number): string {
  let text = typeof value === 'number' ? String(value).replace('.', ',') : value;
  if (formulaStart.test(text)) text = `'${text}`;
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(rows: readonly (readonly (string | number)[])[]): string {
  return `\uFEFF${rows.map((row) => row.map(csvCell).join(';')).join('\r\n')}\r\n`;
}
