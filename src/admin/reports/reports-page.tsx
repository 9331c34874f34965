import { PagePlaceholder } from '../layout/page-placeholder';

export default function ReportsPage() {
  return <PagePlaceholder title="Relatórios" />;
}
