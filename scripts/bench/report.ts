// The benchmark's tables: the median of each figure over the runs, beside its target, with the
// floor measured in the same runs and the ratio (the median of each run's figure ÷ floor); then
// where a cold open's time went, screen by screen.
import { median, type Figure, type Steps } from './harness.ts';

export interface ScreenResult {
  screen: string;
  /** One list of figures per run (a run that failed contributes its error as a note). */
  runs: Figure[][];
  /** Where each run's cold open spent its time, for screens measured against a floor. */
  steps: Steps[];
  errors: string[];
}

/** A screen's figure against its floor: at most this ratio (issue 19). */
export const floorRatioTarget = 1.2;

const format = (value: number, unit: Figure['unit']) =>
  unit === 'ms'
    ? `${Math.round(value).toLocaleString('pt-BR')} ms`
    : `${Math.round(value).toLocaleString('pt-BR')} docs`;

export function printReport(results: readonly ScreenResult[], heading: string): void {
  const rows: string[][] = [['Tela', 'Medida', 'Mediana', 'Meta', '', 'Piso', 'Razão', '', 'Execuções']];
  const notes: string[] = [];
  for (const result of results) {
    const labels = [...new Set(result.runs.flat().map((f) => f.label))];
    const screenNotes = new Set<string>();
    if (labels.length === 0) rows.push([result.screen, '(nenhuma medida)', 'n/d', '', '', '', '', '', '']);
    for (const label of labels) {
      const samples = result.runs.flatMap((run) => run.filter((f) => f.label === label));
      const first = samples[0];
      if (!first) continue;
      const values = samples.flatMap((f) => (f.value === null ? [] : [f.value]));
      const value = values.length ? median(values) : null;
      const max = first.target?.max;
      const floors = samples.flatMap((f) => (typeof f.floor === 'number' ? [f.floor] : []));
      const ratios = samples.flatMap((f) =>
        typeof f.floor === 'number' && f.floor > 0 && f.value !== null ? [f.value / f.floor] : [],
      );
      const ratio = ratios.length ? median(ratios) : null;
      rows.push([
        result.screen,
        label,
        value === null ? 'n/d' : format(value, first.unit),
        max === undefined ? '—' : `≤ ${format(max, first.unit)}`,
        value === null || max === undefined ? '' : value <= max ? '✓' : '✗',
        floors.length ? format(median(floors), first.unit) : '',
        ratio === null ? '' : `${ratio.toFixed(2).replace('.', ',')}×`,
        ratio === null ? '' : ratio <= floorRatioTarget ? '✓' : '✗',
        samples
          .map((f) => {
            const own = f.value === null ? 'n/d' : Math.round(f.value).toString();
            return typeof f.floor === 'number' ? `${own}/${Math.round(f.floor)}` : own;
          })
          .join(', '),
      ]);
      for (const note of samples.flatMap((f) => (f.note ? [f.note] : []))) screenNotes.add(note);
    }
    for (const note of [...screenNotes, ...result.errors]) notes.push(`${result.screen}: ${note}`);
  }
  const widths = rows[0]?.map((_, column) => Math.max(...rows.map((row) => (row[column] ?? '').length))) ?? [];
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        [2, 5, 6].includes(column) ? cell.padStart(widths[column] ?? 0) : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  console.log(`\n${heading}\n`);
  rows.forEach((row, i) => {
    console.log(`  ${line(row)}`);
    if (i === 0) console.log(`  ${widths.map((w) => '─'.repeat(w)).join('  ')}`);
  });
  if (notes.length) console.log(`\n  Notas:\n${notes.map((note) => `  - ${note}`).join('\n')}`);
  printSteps(results);
  console.log('');
}

/** Where a cold open's time went: the median ms from the navigation's start to each step. */
function printSteps(results: readonly ScreenResult[]): void {
  const measured = results.filter((r) => r.steps.length > 0);
  const names = [...new Set(measured.flatMap((r) => r.steps.flatMap((s) => Object.keys(s))))];
  if (names.length === 0) return;
  const rows = [
    ['Tela', ...names],
    ...measured.map((r) => [
      r.screen,
      ...names.map((name) => {
        const values = r.steps.flatMap((s) => (typeof s[name] === 'number' ? [s[name]] : []));
        return values.length ? Math.round(median(values)).toString() : 'n/d';
      }),
    ]),
  ];
  const widths = names.map((_, i) => Math.max(...rows.map((row) => (row[i + 1] ?? '').length)));
  const screenWidth = Math.max(...rows.map((row) => (row[0] ?? '').length));
  console.log(
    '\n  Onde vai o tempo de uma abertura fria (mediana, ms desde o início da navegação): JS do shell e do app\n' +
      '  baixados e executados; sessão restaurada (Auth); perfil lido; código da tela; dados inteiros (a última\n' +
      '  consulta); linhas pintadas — e o piso (só o SDK) na mesma execução.\n',
  );
  for (const row of rows) {
    console.log(
      `  ${(row[0] ?? '').padEnd(screenWidth)}  ${row
        .slice(1)
        .map((cell, i) => cell.padStart(widths[i] ?? 0))
        .join('  ')}`,
    );
  }
}
