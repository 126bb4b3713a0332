import { useQuery } from '@tanstack/react-query';
import { List } from '@mui/material';
import BookmarkBorderIcon from '@mui/icons-material/BookmarkBorder';
import { Menu, useTranslate } from 'react-admin';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { savedViewPath } from './savedViewPath';

/** The caller's saved views of every list, in the menu: each opens its list as the view keeps it. */
export function SavedViewsMenu() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const { data: views = [] } = useQuery({
    queryKey: ['saved-views', '*'],
    queryFn: () => dataProvider.getSavedViews(),
  });
  if (!views.length) return null;
  return (
    <List disablePadding component="div" role="group" aria-label={translate('app.components.savedViews.label')}>
      {views.map((view) => (
        <Menu.Item
          key={view.id}
          to={savedViewPath(view)}
          primaryText={`${view.name} · ${translate(`resources.${view.list}.name`, { _: view.list, smart_count: 2 })}`}
          leftIcon={<BookmarkBorderIcon />}
        />
      ))}
    </List>
  );
}
