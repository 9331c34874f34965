import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { CONSENT_TITLE } from '../../domain/consent-term';
import { useNotify } from '../ui/notify';
import { printConsentTerm } from './print-record';

interface Props {
  name: string;
  /** A minor's guardian, who consents (consentGuardian); null for an adult. */
  guardian: string | null;
  onStart: () => void;
}

/** No record yet: the consent comes first (the rules refuse a record without its date). */
export function ConsentStep({ name, guardian, onStart }: Props) {
  const notify = useNotify();
  return (
    <Paper sx={{ p: 2 }}>
      <Stack spacing={2}>
        <Typography variant="h6" component="h2">
          Consentimento
        </Typography>
        <Alert severity="info">
          {`Este aluno ainda não tem prontuário. Antes de registrar dados de saúde, imprima o '${CONSENT_TITLE}', peça a assinatura e informe a data em que foi assinado.`}
        </Alert>
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
          <Button
            startIcon={<PrintIcon />}
            onClick={() => {
              const printed = printConsentTerm(name, guardian);
              if (!printed.ok) notify(printed.message);
            }}
          >
            Imprimir termo de consentimento
          </Button>
          <Button variant="contained" onClick={onStart}>
            Registrar consentimento e anamnese
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
