import { Menu, MenuItem } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import type { SavedViewQuery } from '#domain/savedViews';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { SavedViewRecord } from '../../providers/savedViewCalls';
import { useConfirm } from '../confirm';

interface Props {
  anchor: HTMLElement;
  view: SavedViewRecord;
  /** The list as it is now, which "update" keeps in the view. */
  current: SavedViewQuery;
  onEdit: () => void;
  onClose: () => void;
  onChanged: () => Promise<unknown>;
}

/** One view's actions: its owner's update, rename or share, and delete (asked first); anyone's default. */
export function ViewOptionsMenu({ anchor, view, current, onEdit, onClose, onChanged }: Props) {
  const translate = useTranslate();
  const notify = useNotify();
  const confirm = useConfirm();
  const dataProvider = useFreightDataProvider();
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.components.savedViews.${key}`, args);
  const act = async (call: () => Promise<unknown>, message: string) => {
    onClose();
    try {
      await call();
      notify(`app.components.savedViews.${message}`, { type: 'success', messageArgs: { name: view.name } });
    } catch (failure) {
      notify((failure as Error).message, { type: 'error' });
    }
    await onChanged();
  };
  const update = () =>
    act(
      () =>
        dataProvider.updateSavedView(view.id, view.version, {
          list: view.list,
          name: view.name,
          sharedWithRoleId: view.sharedWithRoleId,
          query: current,
        }),
      'updated',
    );
  const toggleDefault = () =>
    act(
      () => dataProvider.setDefaultView(view.list, view.isDefault ? null : view.id),
      view.isDefault ? 'defaultRemoved' : 'defaultSet',
    );
  const remove = () =>
    confirm({
      title: t('deleteTitle', { name: view.name }),
      description: view.sharedWithRoleId ? t('deleteShared') : undefined,
      confirmationText: t('delete'),
      confirmationButtonProps: { color: 'error' },
    })
      .then(() => act(() => dataProvider.deleteSavedView(view.id), 'deleted'))
      .catch(onClose);
  return (
    <Menu anchorEl={anchor} open onClose={onClose}>
      {view.mine && <MenuItem onClick={update}>{t('update')}</MenuItem>}
      {view.mine && (
        <MenuItem
          onClick={() => {
            onClose();
            onEdit();
          }}
        >
          {t('edit')}
        </MenuItem>
      )}
      <MenuItem onClick={toggleDefault}>{t(view.isDefault ? 'unsetDefault' : 'setDefault')}</MenuItem>
      {view.mine && <MenuItem onClick={remove}>{t('delete')}</MenuItem>}
    </Menu>
  );
}
