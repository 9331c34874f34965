import { Drawer, Toolbar } from '@mui/material';
import AdminNav from './admin-nav';
import { sidebarWidth } from './sidebar-width';

/** The slide-in menu of small screens (loaded when first opened: MUI's modal is not in every page's code). */
interface Props {
  /** The id the header's 'Abrir menu' button controls. */
  id: string;
  open: boolean;
  onClose: () => void;
  /** A link was chosen (with its address): the menu closes. */
  onNavigate: (path?: string) => void;
}

export default function MobileMenu({ id, open, onClose, onNavigate }: Props) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { id } }}
      sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: sidebarWidth } }}
    >
      {/* The header stays above the menu (so its button still works): start below it. */}
      <Toolbar />
      <AdminNav onNavigate={onNavigate} />
    </Drawer>
  );
}
