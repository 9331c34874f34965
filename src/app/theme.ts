import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

// The studio's green on a dark background (SPEC 2.2), with MUI's texts in Portuguese.
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
);
