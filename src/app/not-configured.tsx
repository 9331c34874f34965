import { Alert, AlertTitle, Box, Typography } from '@mui/material';

/**
 * What /admin shows when the build has no Firebase project to talk to (the build refuses to make
 * such a bundle; this is for one made some other way), instead of a dark, empty page.
 */
export function NotConfigured({ missing }: { missing: readonly string[] }) {
  return (
    <Box component="main" sx={{ p: { xs: 2, sm: 6 }, maxWidth: 720, mx: 'auto' }}>
      <Alert severity="error" variant="outlined">
        <AlertTitle component="h1">A área da equipe não está configurada</AlertTitle>
        <Typography sx={{ mb: 1 }}>
          Esta publicação do Salus foi feita sem a configuração do projeto Firebase, então não há como entrar nem
          mostrar os dados do estúdio. Avise quem cuida do site.
        </Typography>
        <Typography variant="body2">
          Para quem publica: defina {missing.join(', ')} em .env.production.local, faça o build de novo e publique
          (README, “Publicar num projeto Firebase real”).
        </Typography>
      </Alert>
    </Box>
  );
}
