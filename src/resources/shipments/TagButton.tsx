import { useState } from 'react';
import { Button, Menu, MenuItem } from '@mui/material';
import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { TAGGING_ORIGIN_LABELS, type TaggingOrigin } from '#domain/shipments';
import type { ShipmentRow } from '#domain/records/shipments';
import { useConfirm } from '../../components/confirm';
import { useShipmentAction } from './useShipmentAction';

/** Tag with an origin (normal, tagged by adda, digitin), or untag after a confirmation. */
export function TagButton({ record }: { record: ShipmentRow }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const confirm = useConfirm();
  const tag = useShipmentAction(
    (dp, taggingOrigin: TaggingOrigin) => dp.tagShipment(record.id, { taggingOrigin }),
    `${record.code} tagged`,
  );
  const untag = useShipmentAction((dp) => dp.untagShipment(record.id), `${record.code} untagged`);
  if (record.tagged) {
    return (
      <Button
        startIcon={<LocalOfferIcon />}
        disabled={untag.isPending}
        onClick={() =>
          confirm({ title: `Untag ${record.code}?`, confirmationText: 'Untag' }).then(
            () => untag.mutate([]),
            () => undefined,
          )
        }
      >
        Untag
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
        Tag
      </Button>
      <Menu id="tag-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {Object.entries(TAGGING_ORIGIN_LABELS).map(([origin, label]) => (
          <MenuItem
            key={origin}
            onClick={() => {
              setAnchor(null);
              tag.mutate([origin as TaggingOrigin]);
            }}
          >
            {label}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
