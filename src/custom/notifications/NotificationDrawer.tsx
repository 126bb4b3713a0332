import { useId } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, CircularProgress, Drawer, IconButton, List, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { useTranslate } from 'react-admin';
import { NOTIFICATION_LIST_STATE } from '#domain/notifications';
import type { NotificationRecord } from '../../providers/operationsCalls';
import { NotificationItem } from './NotificationItem';
import type { NotificationsState } from './useNotifications';

interface Props {
  id: string;
  open: boolean;
  onClose: () => void;
  notifications: NotificationsState;
}

/** The notifications list (newest first) in a side drawer, in SPEC §4's three states. */
export function NotificationDrawer({ id, open, onClose, notifications }: Props) {
  const translate = useTranslate();
  const titleId = useId();
  const navigate = useNavigate();
  const { state, notifications: items, unreadCount, total } = notifications;

  const toggleRead = (n: NotificationRecord) => void notifications.setRead(n.id, !n.read).catch(() => undefined);
  const openLink = (n: NotificationRecord) => {
    if (!n.read) toggleRead(n);
    onClose();
    if (n.link) navigate(n.link);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { id, role: 'dialog', 'aria-labelledby': titleId, sx: { width: { xs: '100%', sm: 400 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, p: 2, pb: 1 }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {translate('app.notifications.title')}
        </Typography>
        <IconButton aria-label={translate('app.notifications.close')} onClick={onClose} edge="end">
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', px: 2, pb: 1 }}>
        <Typography variant="body2" color="text.secondary" sx={{ flexGrow: 1 }} aria-live="polite">
          {state === NOTIFICATION_LIST_STATE.idle ? translate('app.notifications.unread', { count: unreadCount }) : ''}
        </Typography>
        <Button
          size="small"
          startIcon={<DoneAllIcon />}
          onClick={notifications.markAllRead}
          disabled={!unreadCount || notifications.isMarkingAll}
        >
          {translate('app.notifications.markAllRead')}
        </Button>
      </Box>
      {state === NOTIFICATION_LIST_STATE.loading && (
        <Box sx={{ display: 'flex', justifyContent: 'center', p: 3 }}>
          <CircularProgress aria-label={translate('app.notifications.loading')} />
        </Box>
      )}
      {state === NOTIFICATION_LIST_STATE.failed && (
        <Alert
          severity="error"
          sx={{ m: 2 }}
          action={
            <Button color="inherit" size="small" onClick={notifications.refetch}>
              {translate('app.notifications.retry')}
            </Button>
          }
        >
          {translate('app.notifications.failed')}
        </Alert>
      )}
      {state === NOTIFICATION_LIST_STATE.idle && !items.length && (
        <Typography sx={{ p: 2 }} color="text.secondary">
          {translate('app.notifications.empty')}
        </Typography>
      )}
      {state === NOTIFICATION_LIST_STATE.idle && items.length > 0 && (
        <>
          <List aria-labelledby={titleId} sx={{ pt: 0 }}>
            {items.map((n) => (
              <NotificationItem key={n.id} notification={n} onToggleRead={toggleRead} onOpen={openLink} />
            ))}
          </List>
          {total > items.length && (
            <Typography variant="caption" color="text.secondary" sx={{ p: 2 }}>
              {translate('app.notifications.latest', { count: items.length, total })}
            </Typography>
          )}
        </>
      )}
    </Drawer>
  );
}
