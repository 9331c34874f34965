// The image-use authorisation for a student, signed by the guardian for a minor; it marks the
// choice on file (optinInstagram).
import type { FullStudent } from '../../domain/student-private';
import {
  IMAGE_TERM_TITLE,
  imageTermConditions,
  imageTermIntro,
  imageTermScope,
  imageUseChoices,
} from '../../domain/image-use-term';
import { placeAndDateLine, signerOf, type StudioParty } from '../../domain/student-documents';
import { Letterhead, Signatures } from './document-parts';

type Props = {
  student: FullStudent;
  /** São Paulo date 'YYYY-MM-DD' that decides whether the student is a minor. */
  today: string;
  studio: StudioParty;
};

export function ImageUseTerm({ student, today, studio }: Props) {
  const signer = signerOf(student, today);
  return (
    <>
      <Letterhead studio={studio} />
      <h1>{IMAGE_TERM_TITLE}</h1>
      <p>{imageTermIntro(student, signer)}</p>
      <ul className="choices">
        {imageUseChoices(student).map((choice) => (
          <li key={choice.label}>
            <label>
              {/* Read-only: the choice is the one on file, changed in the student's record. */}
              <input type="checkbox" checked={choice.chosen} readOnly />
              {choice.label}
            </label>
          </li>
        ))}
      </ul>
      <p>{imageTermScope(studio, signer)}</p>
      <ul className="conditions">
        {imageTermConditions(signer).map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
      <Signatures
        placeAndDate={placeAndDateLine(studio.city)}
        lines={[{ name: signer.nome, role: signer.minor ? 'Responsável legal' : 'Aluno(a)' }]}
      />
    </>
  );
}
