import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentsIcon from '@mui/icons-material/Payments';
import AssessmentIcon from '@mui/icons-material/Assessment';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { paths } from '../paths';

export interface MenuItem {
  path: string;
  label: string;
  icon: ReactElement;
}

// SPEC 2.2: Dashboard, Alunos and Instrutores for any signed-in user; the rest only for admins.
export const staffItems: MenuItem[] = [
  { path: paths.dashboard, label: 'Dashboard', icon: <DashboardIcon /> },
  { path: paths.students, label: 'Alunos / Pacientes', icon: <GroupsIcon /> },
  { path: paths.instructors, label: 'Instrutores', icon: <SelfImprovementIcon /> },
];

export const adminItems: MenuItem[] = [
  { path: paths.users, label: 'Usuários', icon: <ManageAccountsIcon /> },
  { path: paths.payments, label: 'Pagamentos', icon: <PaymentsIcon /> },
  { path: paths.reports, label: 'Relatórios', icon: <AssessmentIcon /> },
  { path: paths.closures, label: 'Feriados e recesso', icon: <EventBusyIcon /> },
];

export const signedOutItems: MenuItem[] = [
  { path: paths.login, label: 'Login', icon: <LoginIcon /> },
  { path: paths.signup, label: 'Criar usuário', icon: <PersonAddIcon /> },
];
