import { PagePlaceholder } from '../layout/page-placeholder';

export default function PaymentsPage() {
  return <PagePlaceholder title="Controle de Pagamentos" />;
}
