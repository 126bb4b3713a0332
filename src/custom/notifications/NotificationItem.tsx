import { Box, Button, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import { formatDateTime } from '#domain/format';
import { NOTIFICATION_KIND_LABELS, type NotificationKind } from '#domain/notifications';
import type { NotificationRecord } from '../../providers/operationsCalls';

interface Props {
  notification: NotificationRecord;
  onToggleRead: (notification: NotificationRecord) => void;
  onOpen: (notification: NotificationRecord) => void;
}

const kindLabel = (kind: string) => NOTIFICATION_KIND_LABELS[kind as NotificationKind] ?? kind;

/**
 * One notification: unread ones bold, each with "Mark as read" / "Mark as unread". One with a link is
 * a button that opens the link (and marks it read); one without is plain text.
 */
export function NotificationItem({ notification, onToggleRead, onOpen }: Props) {
  const { title, body, read, link, kind, createdAt } = notification;
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
            {kindLabel(kind)} · {formatDateTime(createdAt)}
          </Typography>
        </>
      }
      slotProps={{ primary: { sx: { fontWeight: read ? 400 : 700 } } }}
    />
  );
  const action = read ? 'Mark as unread' : 'Mark as read';
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
        <Button size="small" aria-label={`${action}: ${title}`} onClick={() => onToggleRead(notification)}>
          {action}
        </Button>
      </Box>
    </ListItem>
  );
}
