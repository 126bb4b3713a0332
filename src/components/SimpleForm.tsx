import { SimpleForm as RaSimpleForm, type SimpleFormProps } from 'react-admin';
import { ChangedElsewhereNotice } from '../live/ChangedElsewhereNotice';

/**
 * react-admin's SimpleForm as every create and edit page uses it: leaving with unsaved changes asks
 * first (react-admin's warnWhenUnsavedChanges), and the browser's own validation bubble never speaks
 * before the portal's message (noValidate: the yup schema from src/domain checks the fields). An
 * edit form says when someone else saved the record meanwhile (the change feed, src/live).
 */
export function SimpleForm({ children, ...props }: SimpleFormProps) {
  return (
    <RaSimpleForm warnWhenUnsavedChanges noValidate {...props}>
      <ChangedElsewhereNotice />
      {children}
    </RaSimpleForm>
  );
}
