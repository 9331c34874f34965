import { PagePlaceholder } from '../layout/page-placeholder';

export default function UsersPage() {
  return <PagePlaceholder title="Usuários" />;
}
