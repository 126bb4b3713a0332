import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Box, Button, Chip, IconButton, Tooltip } from '@mui/material';
import BookmarkAddOutlinedIcon from '@mui/icons-material/BookmarkAddOutlined';
import StarIcon from '@mui/icons-material/Star';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import MoreHorizIcon from '@mui/icons-material/MoreHoriz';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import type { SavedViewInput, SavedViewRecord } from '../../providers/savedViewCalls';
import { ViewOptionsMenu } from './ViewOptionsMenu';
import { useSavedViews } from './useSavedViews';
// One line, always: the rows below never move when the views come (src/components/firstRows).
import { SAVED_VIEWS_BAR_HEIGHT } from '../firstRows/listSpaces';

const SaveViewDialog = lazy(() => import('./SaveViewDialog').then((module) => ({ default: module.SaveViewDialog })));

/**
 * A list's saved views as chips above its rows: a chip shows the list as the view keeps it; "Save
 * view" keeps the list as it is now under a name; the shown view's menu updates, renames, shares,
 * makes it the list's default or deletes it. A list opened without filters in its address opens
 * with the default view.
 */
export function SavedViewsBar({ list }: { list: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useFreightDataProvider();
  const { search } = useLocation();
  const { views, current, isShown, apply, refetch } = useSavedViews(list);
  const [dialog, setDialog] = useState<{ view?: SavedViewRecord } | null>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; view: SavedViewRecord } | null>(null);
  const t = (key: string, args?: Record<string, unknown>) => translate(`app.components.savedViews.${key}`, args);

  // The default view, once, when the list was opened bare (a link or the back button says its own query).
  const openedBare = useRef(search === '');
  useEffect(() => {
    const fallback = views.data?.find((view) => view.isDefault);
    if (!openedBare.current || !views.data) return;
    openedBare.current = false;
    if (fallback && !isShown(fallback)) apply(fallback);
  }, [views.data]); // eslint-disable-line react-hooks/exhaustive-deps

  const save = async (input: SavedViewInput, makeDefault: boolean, view?: SavedViewRecord) => {
    const saved = view
      ? await dataProvider.updateSavedView(view.id, view.version, input)
      : await dataProvider.createSavedView(input);
    if (makeDefault) await dataProvider.setDefaultView(list, saved.id);
    notify(view ? 'app.components.savedViews.updated' : 'app.components.savedViews.saved', {
      type: 'success',
      messageArgs: { name: saved.name },
    });
    setDialog(null);
    await refetch();
  };
  return (
    <Box
      role="toolbar"
      aria-label={t('label')}
      sx={{ height: SAVED_VIEWS_BAR_HEIGHT, display: 'flex', alignItems: 'center', gap: 1, px: 1, overflowX: 'auto' }}
    >
      {(views.data ?? []).map((view) => {
        const shown = isShown(view);
        return (
          <Box key={view.id} sx={{ display: 'flex', alignItems: 'center', flexShrink: 0 }}>
            <Tooltip title={view.mine ? '' : t('sharedBy', { name: view.ownerName })}>
              <Chip
                label={view.name}
                size="small"
                color={shown ? 'primary' : 'default'}
                variant={shown ? 'filled' : 'outlined'}
                aria-pressed={shown}
                aria-label={[
                  view.name,
                  view.isDefault && t('default'),
                  view.sharedWithRoleId && t('shared', { role: view.sharedWithRoleName }),
                ]
                  .filter(Boolean)
                  .join(', ')}
                icon={view.isDefault ? <StarIcon /> : view.sharedWithRoleId ? <GroupsOutlinedIcon /> : undefined}
                onClick={() => apply(view)}
              />
            </Tooltip>
            <IconButton
              size="small"
              aria-label={t('options', { name: view.name })}
              onClick={(event) => setMenu({ anchor: event.currentTarget, view })}
            >
              <MoreHorizIcon fontSize="small" />
            </IconButton>
          </Box>
        );
      })}
      {views.error ? <Box sx={{ color: 'error.main', fontSize: 14, flexShrink: 0 }}>{t('loadFailed')}</Box> : null}
      <Button size="small" startIcon={<BookmarkAddOutlinedIcon />} onClick={() => setDialog({})} sx={{ flexShrink: 0 }}>
        {t('save')}
      </Button>
      {menu && (
        <ViewOptionsMenu
          anchor={menu.anchor}
          view={menu.view}
          current={current}
          onEdit={() => setDialog({ view: menu.view })}
          onClose={() => setMenu(null)}
          onChanged={refetch}
        />
      )}
      {dialog && (
        <Suspense>
          <SaveViewDialog
            list={list}
            view={dialog.view}
            current={current}
            onSave={(input, makeDefault) => save(input, makeDefault, dialog.view)}
            onClose={() => setDialog(null)}
          />
        </Suspense>
      )}
    </Box>
  );
}
