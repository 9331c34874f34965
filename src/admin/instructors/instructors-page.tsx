import { PagePlaceholder } from '../layout/page-placeholder';

export default function InstructorsPage() {
  return <PagePlaceholder title="Instrutores" />;
}
