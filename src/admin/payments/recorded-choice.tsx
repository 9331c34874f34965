import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';
import { monthLabel, type DuesPlan } from '../../domain/monthly-dues';

/**
 * The students left out for a payment already due in the month, each to tick when that payment was
 * not the month's fee (a single class, another month's fee paid late or ahead): charged then too.
 */
export function RecordedChoice(props: {
  month: string;
  recorded: DuesPlan['recorded'];
  include: ReadonlySet<string>;
  onChange: (ids: ReadonlySet<string>) => void;
}) {
  const { month, recorded, include, onChange } = props;
  const toggle = (id: string, on: boolean) => {
    const next = new Set(include);
    if (on) next.add(id);
    else next.delete(id);
    onChange(next);
  };
  return (
    <FormControl component="fieldset">
      <FormLabel component="legend">
        {`Já com pagamento que vence em ${monthLabel(month)}. Marque quem deve receber a mensalidade mesmo assim ` +
          '(quando esse pagamento foi de uma aula avulsa ou de outro mês):'}
      </FormLabel>
      <FormGroup sx={{ maxHeight: 200, overflowY: 'auto', flexWrap: 'nowrap' }}>
        {[...recorded]
          .sort((a, b) => a.nome.localeCompare(b.nome, 'pt-BR'))
          .map((r) => (
            <FormControlLabel
              key={r.id}
              label={r.nome}
              control={<Checkbox checked={include.has(r.id)} onChange={(e) => toggle(r.id, e.target.checked)} />}
            />
          ))}
      </FormGroup>
    </FormControl>
  );
}
