import { useMemo } from 'react';
import { Box, Chip, Stack, useMediaQuery, useTheme } from '@mui/material';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import BlockIcon from '@mui/icons-material/Block';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import MarkEmailUnreadIcon from '@mui/icons-material/MarkEmailUnread';
import EditIcon from '@mui/icons-material/Edit';
import HistoryIcon from '@mui/icons-material/History';
import { GridActionsCell, GridActionsCellItem, type GridColDef } from '@mui/x-data-grid';
import type { UserRecord } from '../../data/users-repo';
import { labelOf, roleLabels } from '../../domain/enums';
import { hasVerifiedEmail, userStatusLabel } from '../../domain/user';
import { userActions, type UserAction } from '../../domain/user-list';
import { chipTextColor } from '../ui/clipped-text';
import { StaffGrid } from '../ui/staff-grid';
import { TwoLineCell } from '../ui/two-line-cell';
import { actionLabels } from './user-action-dialog';

const icons: Record<UserAction, React.ReactElement> = {
  ativar: <CheckCircleIcon />,
  revogar: <BlockIcon />,
  'tornar-admin': <AdminPanelSettingsIcon />,
};
const statusColor = { Ativo: 'success', Inativo: 'default', Pendente: 'warning' } as const;
type Status = keyof typeof statusColor;
/**
 * Left out on a phone, where the name and the actions fit: the status goes under the name, so a
 * whole name has the width a Status column took (a 375 px screen cut names at some 10 letters).
 */
const secondary = ['cpf', 'email', 'telefone', 'role', 'active'];

/** Beside the status: whether the person proved the e-mail is theirs (named for screen readers and on hover). */
function EmailCheck({ verified }: { verified: boolean }) {
  const label = verified ? 'Email confirmado' : 'Email não confirmado';
  const Icon = verified ? MarkEmailReadIcon : MarkEmailUnreadIcon;
  return <Icon titleAccess={label} fontSize="small" color={verified ? 'success' : 'warning'} />;
}

/** On a phone: the name, and under it the status and whether the e-mail is confirmed. */
function NameWithStatus({ name, row }: { name: string; row: UserRecord }) {
  const status: Status = userStatusLabel(row.active);
  return (
    <TwoLineCell primary={name}>
      <Box component="span" sx={{ color: chipTextColor(statusColor[status]) }}>
        {status}
      </Box>
      <EmailCheck verified={hasVerifiedEmail(row)} />
    </TwoLineCell>
  );
}

interface Props {
  rows: readonly UserRecord[];
  loading: boolean;
  /** The users could not be read (StaffGrid). */
  failed?: boolean;
  /** The signed-in admin, whose own row offers no action but its history. */
  selfId: string;
  onAction: (user: UserRecord, action: UserAction) => void;
  /** 'Histórico' (in the row's menu, every row): who created, approved, revoked or promoted it. */
  onHistory: (user: UserRecord) => void;
  /** 'Editar' (in the row's menu, others' rows): corrects their name, CPF and phone. */
  onEdit: (user: UserRecord) => void;
}

/** Nome, CPF, Email, Telefone, Perfil, Status and the actions (SPEC 2.7), pending rows marked. */
export function UsersTable({ rows, loading, failed, selfId, onAction, onHistory, onEdit }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const columns = useMemo<GridColDef<UserRecord>[]>(
    () => [
      {
        field: 'nome',
        headerName: 'Nome',
        flex: 1.5,
        minWidth: phone ? 140 : 150,
        valueGetter: (_v, row) => (row.id === selfId ? `${row.nome} (você)` : row.nome),
        renderCell: phone ? ({ value, row }) => <NameWithStatus name={String(value)} row={row} /> : undefined,
      },
      { field: 'cpf', headerName: 'CPF', width: 140 },
      { field: 'email', headerName: 'Email', flex: 1.5, minWidth: 150 },
      { field: 'telefone', headerName: 'Telefone', width: 145 },
      { field: 'role', headerName: 'Perfil', width: 95, valueGetter: (_v, row) => labelOf(roleLabels, row.role) },
      {
        field: 'active',
        headerName: 'Status',
        width: 140,
        valueGetter: (_v, row) => userStatusLabel(row.active),
        renderCell: ({ value, row }: { value?: Status; row: UserRecord }) =>
          value && (
            <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
              <Chip
                label={value}
                size="small"
                color={statusColor[value]}
                variant={value === 'Pendente' ? 'filled' : 'outlined'}
              />
              <EmailCheck verified={hasVerifiedEmail(row)} />
            </Stack>
          ),
      },
      {
        field: 'actions',
        headerName: 'Ações',
        // Room for the three buttons of a pending row (a phone shows only the name beside).
        width: phone ? 124 : 150,
        sortable: false,
        filterable: false,
        disableColumnMenu: true,
        align: 'right',
        headerAlign: 'right',
        renderCell: (params) => (
          <GridActionsCell {...params}>
            {userActions(params.row, selfId).map((action) => (
              <GridActionsCellItem
                key={action}
                icon={icons[action]}
                label={actionLabels[action]}
                // Icons only: the browser's tooltip names them on hover.
                title={actionLabels[action]}
                onClick={() => onAction(params.row, action)}
              />
            ))}
            {params.row.id !== selfId && (
              <GridActionsCellItem icon={<EditIcon />} label="Editar" showInMenu onClick={() => onEdit(params.row)} />
            )}
            <GridActionsCellItem
              icon={<HistoryIcon />}
              label="Histórico"
              showInMenu
              onClick={() => onHistory(params.row)}
            />
          </GridActionsCell>
        ),
      },
    ],
    [selfId, onAction, onHistory, onEdit, phone],
  );
  return (
    <StaffGrid
      label="Usuários"
      rows={rows}
      columns={columns}
      secondary={secondary}
      loading={loading}
      failed={failed}
      noRowsLabel="Nenhum usuário encontrado"
      rowClass={(row) => (row.active === 'pending' ? 'pending' : row.active ? '' : 'inactive')}
      sx={{ '& .pending': { bgcolor: 'rgba(255, 167, 38, 0.12)' } }}
    />
  );
}
