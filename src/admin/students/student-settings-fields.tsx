import { Checkbox, FormControlLabel, Grid, InputAdornment } from '@mui/material';
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
  /** Frequency, fees, payment method and due day are private: admins only (DESIGN.md). */
  withPlan: boolean;
}

/** Tab 'Configurações': discipline, the plan and fees (admins), and the Instagram consent. */
export function StudentSettingsFields({ control, withPlan }: Props) {
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
      {withPlan && <StudentPlanFields control={control} />}
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

/** Frequency, monthly and single-class fees, payment method and due day. */
function StudentPlanFields({ control }: { control: Control<StudentFormValues> }) {
  const field = { control, fullWidth: true };
  return (
    <>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          {...field}
          name="frequencia"
          label="Frequência"
          options={frequenciaOptions}
          emptyLabel="Não definida"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          {...field}
          name="valorMensalidade"
          label="Valor da mensalidade"
          placeholder="0,00"
          slotProps={{ ...reais, htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          {...field}
          name="valorAulaAvulsa"
          label="Valor da aula avulsa"
          placeholder="0,00"
          slotProps={{ ...reais, htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          {...field}
          name="formaPagamento"
          label="Forma de pagamento"
          options={paymentOptions}
          emptyLabel="Não definida"
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          {...field}
          name="dataVencimento"
          label="Dia de vencimento"
          options={dueDayOptions}
          emptyLabel="Não definido"
        />
      </Grid>
    </>
  );
}
