import { Drawer } from 'antd';
import { Logo } from '../components/Logo.tsx';
import { paths } from '../lib/paths.ts';
import { SideNav } from './SideNav.tsx';

/** The sidebar as a drawer on phones. */
export default function NavDrawer({ open, onClose, width }: { open: boolean; onClose: () => void; width: number }) {
  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="left"
      size={width}
      title={<Logo to={paths.home} />}
      styles={{ body: { padding: 0 } }}
      data-testid="nav-drawer"
    >
      <SideNav onNavigate={onClose} />
    </Drawer>
  );
}
