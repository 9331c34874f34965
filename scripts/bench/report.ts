// The benchmark's table: the median of each figure over the runs, beside its target.
import { median, type Figure } from './harness.ts';

export interface ScreenResult {
  screen: string;
  /** One list of figures per run (a run that failed contributes its error as a note). */
  runs: Figure[][];
  errors: string[];
}

const format = (value: number, unit: Figure['unit']) =>
  unit === 'ms'
    ? `${Math.round(value).toLocaleString('pt-BR')} ms`
    : `${Math.round(value).toLocaleString('pt-BR')} docs`;

export function printReport(results: readonly ScreenResult[], heading: string): void {
  const rows: string[][] = [['Tela', 'Medida', 'Mediana', 'Meta', '', 'Execuções']];
  const notes: string[] = [];
  for (const result of results) {
    const labels = [...new Set(result.runs.flat().map((f) => f.label))];
    const screenNotes = new Set<string>();
    if (labels.length === 0) rows.push([result.screen, '(nenhuma medida)', 'n/d', '', '', '']);
    for (const label of labels) {
      const samples = result.runs.flatMap((run) => run.filter((f) => f.label === label));
      const first = samples[0];
      if (!first) continue;
      const values = samples.flatMap((f) => (f.value === null ? [] : [f.value]));
      const value = values.length ? median(values) : null;
      const max = first.target?.max;
      rows.push([
        result.screen,
        label,
        value === null ? 'n/d' : format(value, first.unit),
        max === undefined ? '—' : `≤ ${format(max, first.unit)}`,
        value === null || max === undefined ? '' : value <= max ? '✓' : '✗',
        samples.map((f) => (f.value === null ? 'n/d' : Math.round(f.value).toString())).join(', '),
      ]);
      for (const note of samples.flatMap((f) => (f.note ? [f.note] : []))) screenNotes.add(note);
    }
    for (const note of [...screenNotes, ...result.errors]) notes.push(`${result.screen}: ${note}`);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) => (column === 2 ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  console.log(`\n${heading}\n`);
  rows.forEach((row, i) => {
    console.log(`  ${line(row)}`);
    if (i === 0) console.log(`  ${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  });
  if (notes.length) console.log(`\n  Notas:\n${notes.map((note) => `  - ${note}`).join('\n')}`);
  console.log('');
}
