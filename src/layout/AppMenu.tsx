import type { ReactElement } from 'react';
import { Collapse, List, ListItemText, MenuItem } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import AccountBalanceWalletIcon from '@mui/icons-material/AccountBalanceWallet';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import SettingsIcon from '@mui/icons-material/Settings';
import MarkEmailReadIcon from '@mui/icons-material/MarkEmailRead';
import ListIcon from '@mui/icons-material/List';
import {
  Menu,
  useCanAccessResources,
  useResourceDefinitions,
  useSidebarState,
  useStore,
  useTranslate,
} from 'react-admin';
import { MENU_GROUPS, RESOURCE_REGISTRY, type MenuGroup, type RegistryEntry } from '#domain/resourceRegistry';
import { isCompanyScoped } from '#domain/userTypes';
import { storage } from '../providers/storage';
import { preloadScreen } from '../bootstrap/screens';
import { SavedViewsMenu } from '../components/savedViews/SavedViewsMenu';

/** Icons of the pages outside the CRUD mould (a resource's icon comes with its views). */
const PAGE_ICONS: Record<string, ReactElement> = {
  wallet: <AccountBalanceWalletIcon />,
  billing: <ReceiptLongIcon />,
  verification: <FactCheckIcon />,
  config: <SettingsIcon />,
  'email-notifications': <MarkEmailReadIcon />,
};

const IN_MENU = RESOURCE_REGISTRY.filter((entry) => entry.group);
const areaOf = (entry: RegistryEntry) => entry.area ?? entry.name;
/** A shipper's own settings page; staff set a company's from its project. */
const shownTo = (entry: RegistryEntry) =>
  entry.name !== 'email-notifications' || isCompanyScoped(Number(storage.get('userType')));

function Section({ group, entries }: { group: MenuGroup; entries: RegistryEntry[] }) {
  const [open, setOpen] = useStore(`menu.group.${group}`, true);
  const [sidebarOpen] = useSidebarState();
  const resources = useResourceDefinitions();
  const translate = useTranslate();
  const items = entries.map((entry) => {
    const Icon = resources[entry.name]?.icon as React.ComponentType | undefined;
    const icon = PAGE_ICONS[entry.name] ?? (Icon ? <Icon /> : <ListIcon />);
    const to = entry.to ?? `/${entry.name}`;
    return (
      <Menu.Item
        key={entry.name}
        to={to}
        // The screen's code starts downloading when the item is pointed at or focused, before the click.
        onMouseEnter={() => preloadScreen(to)}
        onFocus={() => preloadScreen(to)}
        primaryText={translate(`resources.${entry.name}.name`, { _: entry.label.en })}
        leftIcon={icon}
      />
    );
  });
  // With the sidebar folded to icons, the sections' titles have no room: the items stand alone.
  if (!sidebarOpen) return <>{items}</>;
  const id = `menu-group-${group}`;
  return (
    <List disablePadding component="div" role="group" aria-labelledby={`${id}-title`}>
      {/* Inside react-admin's menu (role "menu") a section's title is a menu item too, one that folds it. */}
      <MenuItem onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id} dense>
        <ListItemText
          id={`${id}-title`}
          primary={translate(`app.menu.groups.${group}`, { _: MENU_GROUPS[group] })}
          slotProps={{ primary: { variant: 'overline', color: 'text.secondary' } }}
        />
        {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
      </MenuItem>
      <Collapse in={open} id={id}>
        {items}
      </Collapse>
    </List>
  );
}

/**
 * The menu from the resource registry: the dashboard, then each section (marketplace, companies and
 * people, fleet and places, money, operations) with what the user's role may open, collapsible, and
 * remembered. A section with nothing the user may open is left out.
 */
export function AppMenu() {
  const { canAccess, isPending } = useCanAccessResources({
    action: 'list',
    resources: [...new Set(IN_MENU.map(areaOf))],
  });
  const allowed = IN_MENU.filter((entry) => !isPending && canAccess?.[areaOf(entry)] && shownTo(entry));
  return (
    <Menu>
      <Menu.DashboardItem />
      <SavedViewsMenu />
      {(Object.keys(MENU_GROUPS) as MenuGroup[]).map((group) => {
        const entries = allowed.filter((entry) => entry.group === group);
        return entries.length ? <Section key={group} group={group} entries={entries} /> : null;
      })}
    </Menu>
  );
}
