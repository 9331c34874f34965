import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';
import { ptBR as dataGridPtBR } from '@mui/x-data-grid/locales';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR as chartsPtBR } from '@mui/x-charts/locales';

// The studio's green on a dark background (SPEC 2.2), with MUI's and MUI X's texts in Portuguese.
export const theme = createTheme(
  {
    palette: {
      mode: 'dark',
      primary: { main: '#4caf50', contrastText: '#0b1a0c' },
      secondary: { main: '#a5d6a7' },
      background: { default: '#101412', paper: '#171d19' },
      success: { main: '#66bb6a' },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  },
  ptBR,
  dataGridPtBR,
  pickersPtBR,
  chartsPtBR,
);
