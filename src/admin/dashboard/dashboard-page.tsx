import { Alert, Stack } from '@mui/material';
import { WelcomeBanner } from './welcome-banner';

export default function DashboardPage() {
  return (
    <Stack spacing={3}>
      <WelcomeBanner />
      <Alert severity="info">A agenda de aulas (Dia, Semana e Mês) estará disponível em breve.</Alert>
    </Stack>
  );
}
