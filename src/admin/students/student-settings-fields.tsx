import { Alert, Checkbox, FormControlLabel, Grid, InputAdornment } from '@mui/material';
import { Controller, type Control } from 'react-hook-form';
import { disciplineOptions, frequenciaLabels, paymentMethodLabels } from '../../domain/enums';
import type { StudentFormValues } from '../../domain/student-form';
import { FormSelect } from '../ui/form-select';
import { FormTextField } from '../ui/form-text-field';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const frequenciaOptions = options(frequenciaLabels);
const paymentOptions = options(paymentMethodLabels);
const dueDayOptions = Array.from({ length: 31 }, (_, i) => ({ value: String(i + 1), label: `Dia ${i + 1}` }));
const reais = { input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> } };

interface Props {
  control: Control<StudentFormValues>;
  /** Only admins set fees (DESIGN.md); others see them read-only. */
  canSetFees: boolean;
}

/** Tab 'Configurações': discipline, frequency, fees and the Instagram consent. */
export function StudentSettingsFields({ control, canSetFees }: Props) {
  // The fee fields, frequency included (issue 17), are the admins' (DESIGN.md).
  const fee = { control, fullWidth: true, disabled: !canSetFees };
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="disciplina"
          label="Disciplina"
          options={disciplineOptions}
          required
          fullWidth
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          {...fee}
          name="frequencia"
          label="Frequência"
          options={frequenciaOptions}
          emptyLabel="Não definida"
        />
      </Grid>
      {!canSetFees && (
        <Grid size={12}>
          <Alert severity="info">
            Frequência, valores, forma de pagamento e vencimento são definidos por um administrador.
          </Alert>
        </Grid>
      )}
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          {...fee}
          name="valorMensalidade"
          label="Valor da mensalidade"
          placeholder="0,00"
          slotProps={{ ...reais, htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          {...fee}
          name="valorAulaAvulsa"
          label="Valor da aula avulsa"
          placeholder="0,00"
          slotProps={{ ...reais, htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          {...fee}
          name="formaPagamento"
          label="Forma de pagamento"
          options={paymentOptions}
          emptyLabel="Não definida"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          {...fee}
          name="dataVencimento"
          label="Dia de vencimento"
          options={dueDayOptions}
          emptyLabel="Não definido"
        />
      </Grid>
      <Grid size={12}>
        <Controller
          control={control}
          name="optinInstagram"
          render={({ field }) => (
            <FormControlLabel
              label="Autoriza o uso de imagem no Instagram do estúdio"
              control={
                <Checkbox
                  name={field.name}
                  slotProps={{ input: { ref: field.ref } }}
                  checked={field.value}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                />
              }
            />
          )}
        />
      </Grid>
    </Grid>
  );
}
