import { useMediaQuery, useTheme } from '@mui/material';
import type { AgendaState } from '../agenda-url';

/**
 * Whether Grade shows a day rather than a week: as the URL says, and on a phone when it says nothing
 * (seven columns do not fit one). The agenda's toolbar then steps by days, the grid shows that day.
 */
export function useGradeDay(by: AgendaState['gradeBy']): boolean {
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return by === 'dia' || (by === '' && phone);
}
