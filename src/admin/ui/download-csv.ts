import { toCsv } from '../../domain/csv';

/** Saves rows as a CSV file (UTF-8 with BOM, ';'), as Excel in pt-BR opens it. */
export function downloadCsv(filename: string, rows: readonly (readonly (string | number)[])[]): void {
  const url = URL.createObjectURL(new Blob([toCsv(rows)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
