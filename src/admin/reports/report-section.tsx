import { useId, type ReactNode } from 'react';
import { Button, Paper, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';

interface Props {
  title: string;
  /** Exports the section; the button's name says which ('Exportar CSV — <title>'). */
  onExport?: () => void;
  children: ReactNode;
}

/** A titled region of the report (a landmark a reader or a test can find by its name). */
export function ReportSection({ title, onExport, children }: Props) {
  const id = useId();
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, breakInside: 'avoid' }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1, gap: 1 }}>
        <Typography id={id} variant="h6" component="h2">
          {title}
        </Typography>
        {onExport && (
          <Button
            size="small"
            startIcon={<DownloadIcon />}
            onClick={onExport}
            aria-label={`Exportar CSV — ${title}`}
            className="no-print"
          >
            Exportar CSV
          </Button>
        )}
      </Stack>
      {children}
    </Paper>
  );
}
