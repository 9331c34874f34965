import { useState } from 'react';
import { Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { saveSettings } from '../../data/closures-repo';
import { useStudioSettings } from '../../data/week-hooks';
import { defaultSettings, studioSettingsSchema } from '../../domain/studio-settings';
import { failureMessage } from '../ui/failure-message';
import { LiveError } from '../ui/live-error';
import { useNotify } from '../ui/notify';

/** How many days a make-up credit is valid (issue 15: configurable, 30 by default). */
export function CreditSettings() {
  const notify = useNotify();
  const settings = useStudioSettings();
  // Unknown while loading or when the read failed: never the default shown as if it were saved.
  const unknown = settings.loading || settings.error !== null;
  const saved = unknown ? '' : String(settings.data?.creditDays ?? defaultSettings.creditDays);
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const value = typed ?? saved;
  const save = async () => {
    if (busy) return; // one save at a time: a second click would write the same version again
    const digits = value.trim();
    if (digits === '') return setError('Informe os dias.');
    if (!/^\d+$/.test(digits)) return setError('Informe um número inteiro de dias.');
    const parsed = studioSettingsSchema.shape.creditDays.safeParse(Number(digits));
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Informe os dias.');
    setError(null);
    setBusy(true);
    try {
      await saveSettings({ creditDays: parsed.data });
      setTyped(null);
      notify('Validade do crédito salva com sucesso!');
    } catch (e) {
      setError(failureMessage('Erro ao salvar. Tente novamente.', e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper sx={{ p: 2 }}>
      <Typography variant="h6" component="h2">
        Reposições
      </Typography>
      <LiveError live={settings} />
      {/* On a phone, the button under the field: beside it, the field's label lost '(dias)'. */}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
        <TextField
          label="Validade do crédito de reposição (dias)"
          value={value}
          onChange={(e) => {
            setTyped(e.target.value);
            setError(null);
          }}
          error={error !== null}
          helperText={error ?? 'Contados a partir da aula perdida; vale para os créditos gerados daqui em diante.'}
          disabled={unknown}
          // Announced as it appears: the button pressed keeps focus.
          slotProps={{ htmlInput: { inputMode: 'numeric' }, formHelperText: { role: error ? 'alert' : undefined } }}
        />
        {/* Not disabled while saving: that dropped keyboard focus to the page. */}
        <Button
          variant="outlined"
          onClick={() => void save()}
          disabled={unknown}
          aria-disabled={busy || undefined}
          sx={{ mt: 1 }}
        >
          Salvar
        </Button>
      </Stack>
    </Paper>
  );
}
