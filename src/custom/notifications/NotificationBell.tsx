import { useId, useState } from 'react';
import { Badge, IconButton, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslate } from 'react-admin';
import { NotificationDrawer } from './NotificationDrawer';
import { useNotifications } from './useNotifications';

/**
 * The app bar's bell: the unread count as a badge (polled, SPEC §9), opening the notifications
 * drawer. Its accessible name carries the count: "Notifications, 3 unread".
 */
export function NotificationBell() {
  const translate = useTranslate();
  const notifications = useNotifications();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const { unreadCount } = notifications;
  const openDrawer = () => {
    setOpen(true);
    notifications.refetch();
  };
  return (
    <>
      <Tooltip title={translate('app.notifications.title')}>
        <IconButton
          color="inherit"
          aria-label={translate('app.notifications.bell', { count: unreadCount })}
          aria-haspopup="dialog"
          aria-expanded={open}
          aria-controls={open ? drawerId : undefined}
          onClick={openDrawer}
        >
          <Badge badgeContent={unreadCount} color="error" max={99}>
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <NotificationDrawer id={drawerId} open={open} onClose={() => setOpen(false)} notifications={notifications} />
    </>
  );
}
