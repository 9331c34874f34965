import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { QRCodeSVG } from 'qrcode.react';
import { pixIdText, type PixCharge } from '../../domain/pix';
import { useNotify } from './notify';

export const PIX_COPIED = 'Código Pix copiado.';
export const PIX_COPY_FAILED = 'Não foi possível copiar: selecione o código e copie à mão.';

/** The QR code and the 'Pix copia e cola' of a charge, with 'Copiar código Pix'; or why there is no Pix. */
export function PixCode({ charge }: { charge: PixCharge }) {
  const notify = useNotify();
  if (!charge.ok) return <Alert severity="info">{charge.reason}</Alert>;
  // A page not served over https has no clipboard at all: said, as a refused copy is.
  const copy = () =>
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(charge.payload))
      .then(
        () => notify(PIX_COPIED, 'success'),
        () => notify(PIX_COPY_FAILED, 'error'),
      );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
      {/* White margin around dark modules: bank apps read it on a dark screen too. */}
      <QRCodeSVG
        value={charge.payload}
        size={176}
        marginSize={4}
        role="img"
        aria-label="QR Code Pix"
        style={{ flexShrink: 0, background: '#fff' }}
      />
      <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          label="Pix copia e cola"
          value={charge.payload}
          multiline
          fullWidth
          slotProps={{ htmlInput: { readOnly: true, style: { fontFamily: 'monospace', wordBreak: 'break-all' } } }}
        />
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()}>
          Copiar código Pix
        </Button>
        {/* What banks show in the details of a Pix paid with this code: the due it pays. */}
        <Typography variant="caption" color="text.secondary">
          {pixIdText(charge.txid)}
        </Typography>
      </Stack>
    </Stack>
  );
}
