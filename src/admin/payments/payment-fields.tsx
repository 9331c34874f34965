import { Grid, InputAdornment } from '@mui/material';
import type { Control } from 'react-hook-form';
import { paymentMethodLabels, paymentStatusLabels } from '../../domain/enums';
import { DUE_DATE_HINT, type PaymentFormValues } from '../../domain/payment-form';
import { FormSelect } from '../ui/form-select';
import { FormTextField } from '../ui/form-text-field';

const options = (labels: Record<string, string>) => Object.entries(labels).map(([value, label]) => ({ value, label }));
const statusOptions = options(paymentStatusLabels);
const methodOptions = options(paymentMethodLabels);
const date = { type: 'date', fullWidth: true, slotProps: { inputLabel: { shrink: true } } } as const;

/** Amount, status, dates, method and notes (SPEC 5); the student is picked above them. */
export function PaymentFields({ control }: { control: Control<PaymentFormValues> }) {
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="amount"
          label="Valor"
          required
          fullWidth
          placeholder="0,00"
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">R$</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect control={control} name="status" label="Status" options={statusOptions} required fullWidth />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField control={control} name="paymentDate" label="Data do pagamento" required {...date} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="dueDate"
          label="Vencimento"
          required
          helperText={DUE_DATE_HINT}
          {...date}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormSelect
          control={control}
          name="paymentMethod"
          label="Forma de pagamento"
          options={methodOptions}
          emptyLabel="Não informada"
          fullWidth
        />
      </Grid>
      <Grid size={12}>
        <FormTextField control={control} name="notes" label="Observações" fullWidth multiline minRows={2} />
      </Grid>
    </Grid>
  );
}
