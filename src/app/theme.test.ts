// The dark theme read by a low-vision user on a phone in a bright studio: text and fills at 4.5:1.
import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

const { palette } = theme;
const dialogPaper = theme.components?.MuiDialog?.styleOverrides?.paper as { backgroundImage?: string } | undefined;

describe('the staff theme', () => {
  it('keeps dialogs on the paper colour, where green and red text buttons (Cancelar, Desativar) read at 4.5:1', () => {
    // MUI lightens a raised dark surface with a background image; without it, a dialog is the paper.
    expect(dialogPaper?.backgroundImage).toBe('none');
    expect(getContrastRatio(palette.primary.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.error.main, palette.background.paper)).toBeGreaterThanOrEqual(4.5);
  });

  it("gives the red fills ('Em atraso', Inativar, Sair) and the green ones text that reads at 4.5:1", () => {
    expect(getContrastRatio(palette.error.contrastText, palette.error.main)).toBeGreaterThanOrEqual(4.5);
    // Hovered with a mouse, a filled red button turns to the dark red.
    expect(getContrastRatio(palette.error.contrastText, palette.error.dark)).toBeGreaterThanOrEqual(4.5);
    expect(getContrastRatio(palette.primary.contrastText, palette.primary.main)).toBeGreaterThanOrEqual(4.5);
  });
});
