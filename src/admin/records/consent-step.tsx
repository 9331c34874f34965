import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import { CONSENT_TITLE } from '../../domain/consent-term';
import { useNotify } from '../ui/notify';
import { printConsentTerm } from './print-record';

interface Props {
  /**
   * Who the term is for, and a minor's guardian, who consents (consentGuardian; null for an adult).
   * Null until the student has arrived: a term is not printed without the name or the guardian.
   */
  subject: { name: string; guardian: string | null } | null;
  onStart: () => void;
}

/** No record yet: the consent comes first (the rules refuse a record without its date). */
export function ConsentStep({ subject, onStart }: Props) {
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
            disabled={subject === null}
            onClick={() => {
              if (!subject) return;
              const printed = printConsentTerm(subject.name, subject.guardian);
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
