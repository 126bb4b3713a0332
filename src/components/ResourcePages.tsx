import { useState, type ComponentProps, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material';
import {
  Edit,
  EditActions,
  List,
  Show,
  ShowActions,
  useCanAccess,
  useEditContext,
  useNotify,
  useResourceContext,
  useResourceDefinition,
  useShowContext,
  useTranslate,
  type EditProps,
  type ListProps,
  type ShowProps,
} from 'react-admin';
import { ListLoadError, recordLoadOptions, recordOrLoadError } from './LoadError';
import { isNotFoundError } from './NotFound';
import { listDefaultsOf, listPageSize } from '#domain/resourceRegistry';
import { EditConflictDialog, type RefusedSave } from './conflict/EditConflictDialog';
import { isStaleVersionError } from './conflict/editConflict';
import { recordsExporter } from './export/exportCsv';
import { useChosenPageSize } from './grid/useGridChoice';
import { AfterFirstRows, FirstRowsProvider, useAfterFirstRows } from './firstRows/FirstRows';
import { KeptToolbarSpace } from './firstRows/KeptToolbarSpace';
import type { ToolbarSpace } from './firstRows/listSpaces';
import { EditDeleteActions } from './EditDeleteActions';
import { ListUpdatesNotice } from '../live/ListUpdatesNotice';
import { SavedViewsBar } from './savedViews/SavedViewsBar';
import { SAVED_VIEWS_BAR_HEIGHT } from './firstRows/listSpaces';
import { entryAnswerStaleTime } from '../bootstrap/earlyAnswers';

interface ResourceListProps extends ListProps {
  /**
   * The toolbar's exact space, for a list whose toolbar is always the same: it then mounts after the
   * first rows have painted (rows first), in that space. The filters sit on a row of their own and
   * the actions on the next, so the height does not hang on the words' lengths (the language).
   */
  toolbarSpace?: ToolbarSpace;
}

/**
 * react-admin's List, Show and Edit with the portal's failure handling: when the API is down, slow,
 * or fails, the page says SPEC §8's text with a Retry in place of an empty list or a jump to the
 * list; a record that does not exist (an unknown or malformed id in the address) is our not-found
 * page, with no "Element does not exist" notification. Every resource screen uses these, so a new
 * one gets it too.
 */
export function ResourceList(props: ResourceListProps) {
  return (
    <FirstRowsProvider>
      <GatedList {...props} />
    </FirstRowsProvider>
  );
}

function GatedList({ toolbarSpace, ...props }: ResourceListProps) {
  const rowsPainted = useAfterFirstRows();
  const deferToolbar = toolbarSpace !== undefined && !rowsPainted;
  const resource = useResourceContext(props);
  // Asked now, so the toolbar's New button (which asks the same) is drawn with the others, not a moment after.
  useCanAccess({ action: 'create', resource });
  // The list's ResourceGrid holds its pager (the grid's own, or the cards' on a phone); the page size is
  // the one the user chose for this list, else the registry's (SPEC §9).
  const chosenPageSize = useChosenPageSize(resource);
  // The grid measures the width it is given: a flex item must not grow to its content's width.
  // On a phone each filter takes the whole width, so none is pushed off screen. (The New button sits
  // in the toolbar at every width, src/theme/phoneTouch.ts: nothing floats over the pager.)
  const sx: SxProps<Theme> = [
    (theme) => ({
      '& .RaList-main': { minWidth: 0 },
      [theme.breakpoints.down('sm')]: {
        '& .RaFilterForm-filterFormInput': { width: '100%', '& .MuiFormControl-root': { flex: 1 } },
        '& .RaFilterFormInput-spacer': { display: 'none' },
      },
      ...(toolbarSpace !== undefined && {
        '& .RaList-actions': { minHeight: { xs: toolbarSpace.phone, sm: toolbarSpace.wide } },
        [theme.breakpoints.up('sm')]: {
          '& .RaList-actions': { flexWrap: 'wrap' },
          '& .RaList-actions .RaTopToolbar-root': { flex: '0 1 100%' },
          // Two fields side by side from 600 px on, whatever their labels' lengths.
          '& .RaFilterForm-filterFormInput': { width: '15rem' },
          '& .RaFilterForm-filterFormInput .MuiFormControl-root': { flex: 1, minWidth: 0 },
        },
      }),
    }),
    ...(Array.isArray(props.sx) ? props.sx : [props.sx]),
  ];
  // The first view the registry names (the entry may already have asked for it: src/bootstrap/earlyAnswers.ts).
  const firstView = listDefaultsOf(resource);
  return (
    <List
      error={<ListLoadError />}
      pagination={false}
      perPage={chosenPageSize ?? listPageSize(resource)}
      sort={firstView?.sort}
      filterDefaultValues={firstView?.filter}
      exporter={recordsExporter}
      // The first page the entry fetched while the app loaded is shown without asking again as the list mounts.
      queryOptions={{ staleTime: entryAnswerStaleTime }}
      {...props}
      {...(deferToolbar && { filters: undefined, actions: <KeptToolbarSpace space={toolbarSpace} /> })}
      sx={sx}
    >
      <ListUpdatesNotice />
      {resource && (
        <AfterFirstRows height={SAVED_VIEWS_BAR_HEIGHT}>
          <SavedViewsBar list={resource} />
        </AfterFirstRows>
      )}
      {props.children}
    </List>
  );
}

/** The app bar's title: the page's own, or "Not found" when its record does not exist. */
function PageTitle({ title, defaultTitle, error }: { title: ReactNode; defaultTitle?: string; error: unknown }) {
  const translate = useTranslate();
  if (isNotFoundError(error)) return <span>{translate('app.components.notFound.title')}</span>;
  // As react-admin's own title: a text is a translation key (itself when there is none), an element as it is.
  return <span>{typeof title === 'string' ? translate(title, { _: title }) : (title ?? defaultTitle)}</span>;
}

function ShowTitle({ title }: { title: ReactNode }) {
  const { defaultTitle, error } = useShowContext();
  return <PageTitle title={title} defaultTitle={defaultTitle} error={error} />;
}

function EditTitle({ title }: { title: ReactNode }) {
  const { defaultTitle, error } = useEditContext();
  return <PageTitle title={title} defaultTitle={defaultTitle} error={error} />;
}

/** A page's actions (Edit, Delete…) have no record to act on when it does not exist. */
function ShowActionsWhenFound({ children }: { children: ReactNode }) {
  const { error } = useShowContext();
  return isNotFoundError(error) ? null : children;
}

function EditActionsWhenFound({ children }: { children: ReactNode }) {
  const { error } = useEditContext();
  return isNotFoundError(error) ? null : children;
}

/** react-admin's own choice of actions (its default when none is given), kept for a found record only. */
function actionsWhenFound(
  actions: ReactNode | false | undefined,
  fallback: ReactNode | undefined,
  Wrapper: typeof ShowActionsWhenFound,
) {
  const chosen = actions === undefined ? fallback : actions;
  if (chosen === undefined || chosen === null || chosen === false) return chosen;
  return <Wrapper>{chosen}</Wrapper>;
}

interface ResourceShowProps extends Omit<ShowProps, 'render'> {
  /** In place of `actions`: Edit, and Delete behind a confirmation that names the record (EditDeleteActions). */
  editDelete?: ComponentProps<typeof EditDeleteActions>;
}

export function ResourceShow({ children, queryOptions, title, actions, editDelete, ...props }: ResourceShowProps) {
  const { hasEdit } = useResourceDefinition({ resource: props.resource });
  const chosen = editDelete ? <EditDeleteActions {...editDelete} /> : actions;
  return (
    <Show
      {...props}
      title={title === false ? false : <ShowTitle title={title} />}
      actions={actionsWhenFound(chosen, hasEdit ? <ShowActions /> : undefined, ShowActionsWhenFound)}
      queryOptions={{ ...queryOptions, ...recordLoadOptions }}
      render={recordOrLoadError(children, props.id)}
    />
  );
}

/**
 * Saves wait for the API (pessimistic): a refused save leaves the form as typed, with the API's message.
 * A save refused because someone else saved the record meanwhile (409) opens the conflict dialog.
 */
export function ResourceEdit({
  children,
  queryOptions,
  mutationOptions,
  title,
  actions,
  ...props
}: Omit<EditProps, 'render'>) {
  const { hasShow } = useResourceDefinition({ resource: props.resource });
  const notify = useNotify();
  const [refused, setRefused] = useState<RefusedSave | null>(null);
  const onError: NonNullable<EditProps['mutationOptions']>['onError'] = (error, variables, context) => {
    if (isStaleVersionError(error))
      return setRefused({
        data: (variables.data ?? {}) as RefusedSave['data'],
        previousData: (variables.previousData ?? {}) as RefusedSave['previousData'],
      });
    if (mutationOptions?.onError) return mutationOptions.onError(error, variables, context);
    notify((error as Error)?.message || 'ra.notification.http_error', { type: 'error' });
  };
  const page = (
    <>
      {children}
      {refused && <EditConflictDialog refused={refused} redirect={props.redirect} onClose={() => setRefused(null)} />}
    </>
  );
  return (
    <Edit
      mutationMode="pessimistic"
      {...props}
      mutationOptions={{ ...mutationOptions, onError }}
      title={title === false ? false : <EditTitle title={title} />}
      actions={actionsWhenFound(actions, hasShow ? <EditActions /> : undefined, EditActionsWhenFound)}
      queryOptions={{ ...queryOptions, ...recordLoadOptions }}
      render={recordOrLoadError(page, props.id)}
    />
  );
}
