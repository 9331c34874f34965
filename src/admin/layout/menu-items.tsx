import type { ReactElement } from 'react';
import DashboardIcon from '@mui/icons-material/Dashboard';
import GroupsIcon from '@mui/icons-material/Groups';
import SelfImprovementIcon from '@mui/icons-material/SelfImprovement';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import PaymentsIcon from '@mui/icons-material/Payments';
import AssessmentIcon from '@mui/icons-material/Assessment';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddIcon from '@mui/icons-material/PersonAdd';

export interface MenuItem {
  path: string;
  label: string;
  icon: ReactElement;
}

// SPEC 2.2: Dashboard, Alunos and Instrutores for any signed-in user; the rest only for admins.
export const staffItems: MenuItem[] = [
  { path: '/admin/dashboard', label: 'Dashboard', icon: <DashboardIcon /> },
  { path: '/admin/alunos', label: 'Alunos / Pacientes', icon: <GroupsIcon /> },
  { path: '/admin/instrutores', label: 'Instrutores', icon: <SelfImprovementIcon /> },
];

export const adminItems: MenuItem[] = [
  { path: '/admin/usuarios', label: 'Usuários', icon: <ManageAccountsIcon /> },
  { path: '/admin/pagamentos', label: 'Pagamentos', icon: <PaymentsIcon /> },
  { path: '/admin/relatorios', label: 'Relatórios', icon: <AssessmentIcon /> },
];

export const signedOutItems: MenuItem[] = [
  { path: '/admin/login', label: 'Login', icon: <LoginIcon /> },
  { path: '/admin/signup', label: 'Criar usuário', icon: <PersonAddIcon /> },
];

export const guidePath = '/instrucoes.html';
