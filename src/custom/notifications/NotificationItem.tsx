import { Box, Button, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDateTime } from '#domain/format';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useNotificationText } from '../../i18n/useNotificationText';
import type { NotificationRecord } from '../../providers/operationsCalls';

interface Props {
  notification: NotificationRecord;
  onToggleRead: (notification: NotificationRecord) => void;
  onOpen: (notification: NotificationRecord) => void;
}

/**
 * One notification: unread ones bold, each with "Mark as read" / "Mark as unread". One with a link is
 * a button that opens the link (and marks it read); one without is plain text.
 */
export function NotificationItem({ notification, onToggleRead, onOpen }: Props) {
  const translate = useTranslate();
  const label = useEnumLabel();
  const said = useNotificationText();
  const { read, link, kind, createdAt } = notification;
  const title = said(notification.title);
  const body = notification.body && said(notification.body);
  const text = (
    <ListItemText
      primary={title}
      secondary={
        <>
          {body && (
            <Typography component="span" variant="body2" sx={{ display: 'block' }}>
              {body}
            </Typography>
          )}
          <Typography component="span" variant="caption" color="text.secondary">
            {label('notificationKind', kind)} · {formatDateTime(createdAt)}
          </Typography>
        </>
      }
      slotProps={{ primary: { sx: { fontWeight: read ? 400 : 700 } } }}
    />
  );
  const action = translate(read ? 'app.notifications.markUnread' : 'app.notifications.markRead');
  return (
    <ListItem divider disablePadding sx={{ flexDirection: 'column', alignItems: 'stretch' }} data-read={read}>
      {link ? (
        <ListItemButton onClick={() => onOpen(notification)} sx={{ alignItems: 'flex-start' }}>
          {text}
        </ListItemButton>
      ) : (
        <Box sx={{ px: 2, py: 1 }}>{text}</Box>
      )}
      <Box sx={{ px: 1, pb: 1, display: 'flex', justifyContent: 'flex-end' }}>
        <Button
          size="small"
          aria-label={translate('app.notifications.actionOn', { action, title })}
          onClick={() => onToggleRead(notification)}
        >
          {action}
        </Button>
      </Box>
    </ListItem>
  );
}
