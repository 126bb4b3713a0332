import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { useTranslate } from 'react-admin';
import { TAGGING_ORIGIN_LABELS, type TaggingOrigin } from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';
import { useConfirm } from '../../components/confirm';
import { useEnumLabel } from '../../i18n/useEnumLabel';
import { useShipmentAction } from './useShipmentAction';

/** Tag with an origin (normal, tagged by adda, digitin), or untag after a confirmation. */
export function TagButton({ record }: { record: ShipmentRow }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const confirm = useConfirm();
  const translate = useTranslate();
  const label = useEnumLabel();
  const tag = useShipmentAction(
    (dp, taggingOrigin: TaggingOrigin) => dp.tagShipment(record.id, { taggingOrigin }),
    'app.shipments.tag.tagged',
    { code: record.code },
  );
  const untag = useShipmentAction((dp) => dp.untagShipment(record.id), 'app.shipments.tag.untagged', {
    code: record.code,
  });
  if (record.tagged) {
    return (
      <Button
        startIcon={<LocalOfferIcon />}
        disabled={untag.isPending}
        onClick={() =>
          confirm({
            title: translate('app.shipments.tag.untagTitle', { code: record.code }),
            confirmationText: translate('app.shipments.tag.untag'),
          }).then(
            () => untag.mutate([]),
            () => undefined,
          )
        }
      >
        {translate('app.shipments.tag.untag')}
      </Button>
    );
  }
  return (
    <>
      <Button
        startIcon={<LocalOfferIcon />}
        aria-haspopup="menu"
        aria-controls={anchor ? 'tag-menu' : undefined}
        onClick={(e) => setAnchor(e.currentTarget)}
        disabled={tag.isPending}
      >
        {translate('app.shipments.tag.tag')}
      </Button>
      <Menu id="tag-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {Object.keys(TAGGING_ORIGIN_LABELS).map((origin) => (
          <MenuItem
            key={origin}
            onClick={() => {
              setAnchor(null);
              tag.mutate([origin as TaggingOrigin]);
            }}
          >
            {label('taggingOrigin', origin)}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
