import { ClockWarning } from '../ui/clock-warning';
import { AgendaScreen } from './agenda-screen';
import { WelcomeBanner } from './welcome-banner';

/** Painel (SPEC 2.6): the welcome banner with 'Nova agenda' (and a clock set wrong), then the agenda. */
export default function DashboardPage() {
  return (
    <AgendaScreen
      header={(newButton) => (
        <>
          <WelcomeBanner action={newButton} />
          <ClockWarning />
        </>
      )}
    />
  );
}
