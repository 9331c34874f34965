import { createTheme } from '@mui/material/styles';
import { ptBR } from '@mui/material/locale';

// The studio's green on a dark background (SPEC 2.2), with MUI's texts in Portuguese. MUI X's texts
// come with the screens that use them (the data grid's in staff-grid.tsx, the charts' in Relatórios),
// so the sign-in page does not download them.
export const theme = createTheme(
  {
    palette: {
      mode: 'dark',
      primary: { main: '#4caf50', contrastText: '#0b1a0c' },
      secondary: { main: '#a5d6a7' },
      background: { default: '#101412', paper: '#171d19' },
      success: { main: '#66bb6a' },
      // Dark text on the red of 'Em atraso' and of destructive buttons: white on it was 3.7:1.
      // Its hover (dark) too: MUI's own darker red left the dark text at 3:1.
      error: { main: '#f44336', dark: '#e53935', contrastText: 'rgba(0, 0, 0, 0.87)' },
    },
    // Dialogs on the page's paper colour: the dark theme's lightening of raised surfaces left the
    // green and red text buttons in every dialog (Cancelar, Fechar, Desativar) under 4.5:1.
    // A keyboard's focus drawn as a ring on every button: MUI's own (a faint ripple) hardly showed on
    // the dark theme, so the roll call's marks, for one, could not be followed with Tab.
    components: {
      MuiDialog: { styleOverrides: { paper: { backgroundImage: 'none' } } },
      MuiButtonBase: {
        styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid #a5d6a7', outlineOffset: 2 } } },
      },
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      button: { textTransform: 'none', fontWeight: 600 },
    },
  },
  ptBR,
);
