// The service contract between the studio and a student — or, for a minor, the guardian (SPEC 2.8, 9).
import { CONTRACT_CLOSING, CONTRACT_TITLE, contractClauses, contractPreamble, planRows } from '../../domain/contract';
import type { FullStudent } from '../../domain/student-private';
import {
  BLANK,
  guardianRows,
  placeAndDateLine,
  signerOf,
  studentRows,
  type StudioParty,
} from '../../domain/student-documents';
import { DataTable, Letterhead, Part, Signatures } from './document-parts';

type Props = {
  student: FullStudent;
  /** São Paulo date 'YYYY-MM-DD' that decides whether the student is a minor. */
  today: string;
  studio: StudioParty;
};

export function StudentContract({ student, today, studio }: Props) {
  const signer = signerOf(student, today);
  const witness = (n: number) => ({ name: `Testemunha ${n}`, role: `Nome e CPF: ${BLANK}` });
  return (
    <>
      <Letterhead studio={studio} />
      <h1>{CONTRACT_TITLE}</h1>
      <p>{contractPreamble(studio, signer)}</p>
      {signer.minor ? (
        <>
          <Part title="Contratante (responsável legal)">
            <DataTable rows={guardianRows(signer)} />
          </Part>
          <Part title={signer.knownMinor ? 'Aluno(a) (menor de idade)' : 'Aluno(a)'}>
            <DataTable rows={studentRows(student)} />
          </Part>
        </>
      ) : (
        <Part title="Contratante (aluno/a)">
          <DataTable rows={studentRows(student)} />
        </Part>
      )}
      <Part title="Plano contratado">
        <DataTable rows={planRows(student, studio)} />
      </Part>
      <Part title="Cláusulas">
        {contractClauses(student, studio).map((clause) => (
          <div className="clause" key={clause.title}>
            <h3>{clause.title}</h3>
            <p>{clause.text}</p>
          </div>
        ))}
      </Part>
      <Signatures
        lead={CONTRACT_CLOSING}
        placeAndDate={placeAndDateLine(studio.city)}
        lines={[
          { name: studio.name, role: 'CONTRATADA' },
          { name: signer.nome, role: signer.minor ? 'CONTRATANTE (responsável legal)' : 'CONTRATANTE' },
          witness(1),
          witness(2),
        ]}
      />
    </>
  );
}
