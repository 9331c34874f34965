import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { studentFormDefaults, type StudentFormValues } from '../../domain/student-form';
import { GUARDIAN_WITHOUT_BIRTH_DATE, StudentGuardianFields } from './student-guardian-fields';

function Harness({ birth }: { birth: string }) {
  const form = useForm<StudentFormValues>({ defaultValues: { ...studentFormDefaults, dataNascimento: birth } });
  return <StudentGuardianFields control={form.control} />;
}

describe("Tab 'Responsável'", () => {
  it('says that without a birth date the guardian typed is who signs and is charged', async () => {
    const user = userEvent.setup();
    render(<Harness birth="" />);
    expect(screen.queryByText(GUARDIAN_WITHOUT_BIRTH_DATE)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Responsável'), 'Marta Lima');
    expect(screen.getByText(GUARDIAN_WITHOUT_BIRTH_DATE)).toBeInTheDocument();
  });

  it("says nothing of it for an adult's birth date (the contact is only a contact), nor for a minor's", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness birth="1990-03-02" />);
    await user.type(screen.getByLabelText('Responsável'), 'Marta Lima');
    expect(screen.queryByText(GUARDIAN_WITHOUT_BIRTH_DATE)).not.toBeInTheDocument();
    unmount();
    render(<Harness birth="2015-03-02" />);
    expect(screen.getByText('Menor de 18 anos: informe o responsável e o telefone dele.')).toBeInTheDocument();
    expect(screen.queryByText(GUARDIAN_WITHOUT_BIRTH_DATE)).not.toBeInTheDocument();
  });
});
