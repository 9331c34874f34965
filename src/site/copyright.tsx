import { studio } from './studio';
import { useCurrentYear } from './use-current-year';

/** The footer's copyright line, with the studio's current year once hydrated (a new year may have begun since the build). */
export function Copyright() {
  const year = useCurrentYear();
  return (
    <p>
      © {year} {studio.name} · {studio.tagline}. Todos os direitos reservados.
    </p>
  );
}
