import {
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  IconButton,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Typography,
} from '@mui/material';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import { useTranslate } from 'react-admin';
import { useTranslateLabel } from '../useTranslateLabel';
import { GRID_DENSITIES, moveField, type AppliedChoice, type GridDensityChoice } from '#domain/gridChoices';

/** The title and the headers may be message keys. */
interface Props {
  title: string;
  headers: Record<string, string>;
  applied: AppliedChoice;
  onChange: (next: AppliedChoice) => void;
  onReset: () => void;
  onClose: () => void;
}

/**
 * The user's columns for one list: which show, in what order (the grid's MIT edition has no
 * dragging of columns), and the density. Each change applies and is saved at once.
 */
export function ColumnsDialog({ title, headers, applied, onChange, onReset, onClose }: Props) {
  const translate = useTranslate();
  const label = useTranslateLabel();
  const toggle = (field: string) => {
    const hidden = new Set(applied.hidden);
    if (hidden.has(field)) hidden.delete(field);
    else hidden.add(field);
    // One column always shows.
    if (hidden.size >= applied.order.length) return;
    onChange({ ...applied, hidden });
  };
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby="columns-title">
      <DialogTitle id="columns-title">{translate('app.components.columns.title', { list: label(title) })}</DialogTitle>
      <DialogContent>
        <List dense aria-label={translate('app.components.columns.inOrder')}>
          {applied.order.map((field, index) => (
            <ListItem
              key={field}
              disableGutters
              secondaryAction={
                <Box>
                  <IconButton
                    aria-label={translate('app.components.columns.moveUp', { name: label(headers[field]) })}
                    disabled={index === 0}
                    onClick={() => onChange({ ...applied, order: moveField(applied.order, field, -1) })}
                    size="small"
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={translate('app.components.columns.moveDown', { name: label(headers[field]) })}
                    disabled={index === applied.order.length - 1}
                    onClick={() => onChange({ ...applied, order: moveField(applied.order, field, 1) })}
                    size="small"
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                </Box>
              }
            >
              <FormControlLabel
                control={<Checkbox checked={!applied.hidden.has(field)} onChange={() => toggle(field)} size="small" />}
                label={label(headers[field])}
              />
            </ListItem>
          ))}
        </List>
        <Typography id="density-label" variant="subtitle2" sx={{ mt: 1 }}>
          {translate('app.components.columns.density')}
        </Typography>
        <RadioGroup
          row
          aria-labelledby="density-label"
          value={applied.density}
          onChange={(_, value) => onChange({ ...applied, density: value as GridDensityChoice })}
        >
          {GRID_DENSITIES.map((density) => (
            <FormControlLabel
              key={density}
              value={density}
              control={<Radio size="small" />}
              label={translate(`app.components.columns.densities.${density}`)}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReset}>{translate('app.components.columns.reset')}</Button>
        <Button onClick={onClose} variant="contained">
          {translate('app.components.columns.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
