import {
  Checkbox,
  FormControlLabel,
  FormHelperText,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { ALL_PERMISSIONS, PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '#domain/permissions';
import { arrayValue } from '../../components/inputs/arrayValue';
import { areaLabel } from '#domain/resourceRegistry';
import { useTranslateText } from '../../i18n/useTranslateText';
import { covers } from '#domain/grants';
import { signedInGranter } from '../../providers/authProvider';

const everyAction = (resource: string) => `${resource}:*`;

/** The first message of a field error, or of the first failing item of an array field. */
function errorMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string' && error.message) return error.message;
  return Object.values(error).map(errorMessage).find(Boolean);
}

/**
 * A role's permissions as a grid: one row per resource, one checkbox per action and one for all of
 * them ("resource:*", which the seeded roles hold); "Everything" grants all. Only what the signed-in
 * user holds can be ticked (src/domain/grants.ts): nobody grants a role more than they hold.
 */
export function PermissionMatrixInput({ readOnly = false }: { readOnly?: boolean }) {
  const { field, fieldState } = useInput<string[]>({ source: 'permissions', defaultValue: [] });
  const value = arrayValue<string>(field.value, 'permissions');
  const everything = value.includes(ALL_PERMISSIONS);
  const held = signedInGranter()?.permissions ?? [];
  const fixed = (permission: string) => readOnly || !covers(held, permission);
  const toggle = (name: string) =>
    field.onChange(value.includes(name) ? value.filter((p) => p !== name) : [...value, name]);
  /** Unticking one action of a whole-resource grant keeps the other actions. */
  const toggleAction = (resource: string, action: string) => {
    if (!value.includes(everyAction(resource))) return toggle(`${resource}:${action}`);
    const rest = PERMISSION_ACTIONS.filter((a) => a !== action).map((a) => `${resource}:${a}`);
    field.onChange([...value.filter((p) => !p.startsWith(`${resource}:`)), ...rest]);
  };
  const toggleRow = (resource: string) =>
    field.onChange(
      value.includes(everyAction(resource))
        ? value.filter((p) => !p.startsWith(`${resource}:`))
        : [...value.filter((p) => !p.startsWith(`${resource}:`)), everyAction(resource)],
    );
  const error = errorMessage(fieldState.error);
  const translate = useTranslate();
  const translateText = useTranslateText();
  // An area without a resource of its own has its own name; the others are named as their resource.
  const label = (area: string) =>
    translate(`app.people.roles.areas.${area}`, {
      _: translate(`resources.${area}.name`, { _: areaLabel(area) }),
    });
  const actionText = (action: string) => translate(`app.people.roles.matrix.actions.${action}`);
  return (
    <>
      <FormControlLabel
        control={
          <Checkbox checked={everything} disabled={fixed(ALL_PERMISSIONS)} onChange={() => toggle(ALL_PERMISSIONS)} />
        }
        label={translate('app.people.roles.matrix.everything')}
      />
      <TableContainer sx={{ maxWidth: 800 }}>
        <Table size="small" aria-label={translate('app.people.roles.matrix.label')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('app.people.roles.matrix.resource')}</TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {actionText(action)}
                </TableCell>
              ))}
              <TableCell align="center">{actionText('all')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {PERMISSION_RESOURCES.map((resource) => {
              const wholeRow = everything || value.includes(everyAction(resource));
              return (
                <TableRow key={resource}>
                  <TableCell component="th" scope="row">
                    <Typography variant="body2">{label(resource)}</Typography>
                  </TableCell>
                  {PERMISSION_ACTIONS.map((action) => (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox
                        checked={wholeRow || value.includes(`${resource}:${action}`)}
                        disabled={everything || fixed(`${resource}:${action}`)}
                        onChange={() => toggleAction(resource, action)}
                        slotProps={{ input: { 'aria-label': `${label(resource)}: ${actionText(action)}` } }}
                      />
                    </TableCell>
                  ))}
                  <TableCell align="center" padding="checkbox">
                    <Checkbox
                      checked={wholeRow}
                      disabled={everything || fixed(everyAction(resource))}
                      onChange={() => toggleRow(resource)}
                      slotProps={{ input: { 'aria-label': `${label(resource)}: ${actionText('all')}` } }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {error && <FormHelperText error>{translateText(error)}</FormHelperText>}
    </>
  );
}
