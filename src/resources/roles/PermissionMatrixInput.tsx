import { Checkbox, FormControlLabel, FormHelperText, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { useInput } from 'react-admin';
import { ALL_PERMISSIONS, PERMISSION_ACTIONS, PERMISSION_RESOURCES } from '../../domain/permissions';

const label = (resource: string) => resource.replace(/-/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());

/** A role's permissions as a grid: one row per resource, one checkbox per action; "Everything" grants all. */
export function PermissionMatrixInput() {
  const { field, fieldState } = useInput<string[]>({ source: 'permissions', defaultValue: [] });
  const value: string[] = Array.isArray(field.value) ? field.value : [];
  const all = value.includes(ALL_PERMISSIONS);
  const toggle = (name: string) => field.onChange(value.includes(name) ? value.filter((p) => p !== name) : [...value, name]);
  return (
    <>
      <FormControlLabel control={<Checkbox checked={all} onChange={() => toggle(ALL_PERMISSIONS)} />} label="Everything (administrator)" />
      <TableContainer sx={{ maxWidth: 720 }}>
        <Table size="small" aria-label="Permissions">
          <TableHead>
            <TableRow>
              <TableCell>Resource</TableCell>
              {PERMISSION_ACTIONS.map((action) => (
                <TableCell key={action} align="center">
                  {action}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {PERMISSION_RESOURCES.map((resource) => (
              <TableRow key={resource}>
                <TableCell component="th" scope="row">
                  <Typography variant="body2">{label(resource)}</Typography>
                </TableCell>
                {PERMISSION_ACTIONS.map((action) => {
                  const name = `${resource}:${action}`;
                  return (
                    <TableCell key={action} align="center" padding="checkbox">
                      <Checkbox checked={all || value.includes(name)} disabled={all} onChange={() => toggle(name)} slotProps={{ input: { 'aria-label': `${label(resource)}: ${action}` } }} />
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </>
  );
}
