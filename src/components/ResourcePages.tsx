import { Edit, List, Show, type EditProps, type ListProps, type ShowProps } from 'react-admin';
import { ListLoadError, recordOrLoadError, useRecordLoadFailure } from './LoadError';

/**
 * react-admin's List, Show and Edit with the portal's failure handling: when the API is down, slow,
 * or fails, the page says SPEC §8's text with a Retry in place of an empty list or a jump to the
 * list. Every resource screen uses these, so a new one gets it too.
 */
export function ResourceList(props: ListProps) {
  return <List error={<ListLoadError />} {...props} />;
}

export function ResourceShow({ children, queryOptions, ...props }: Omit<ShowProps, 'render'>) {
  const failureOptions = useRecordLoadFailure();
  return <Show {...props} queryOptions={{ ...queryOptions, ...failureOptions }} render={recordOrLoadError(children)} />;
}

/** Saves wait for the API (pessimistic): a refused save leaves the form as typed, with the API's message. */
export function ResourceEdit({ children, queryOptions, ...props }: Omit<EditProps, 'render'>) {
  const failureOptions = useRecordLoadFailure();
  return (
    <Edit
      mutationMode="pessimistic"
      {...props}
      queryOptions={{ ...queryOptions, ...failureOptions }}
      render={recordOrLoadError(children)}
    />
  );
}
