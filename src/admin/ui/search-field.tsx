import { InputAdornment } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';

/** `slotProps` of a search TextField: the magnifier at its start. */
export const searchSlotProps = {
  input: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" />
      </InputAdornment>
    ),
  },
};
