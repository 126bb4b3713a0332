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
import { GRID_DENSITIES, moveField, type AppliedChoice, type GridDensityChoice } from '#domain/gridChoices';

const DENSITY_LABELS: Record<GridDensityChoice, string> = {
  compact: 'Compact',
  standard: 'Standard',
  comfortable: 'Comfortable',
};

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
      <DialogTitle id="columns-title">Columns of {title}</DialogTitle>
      <DialogContent>
        <List dense aria-label="Columns in order">
          {applied.order.map((field, index) => (
            <ListItem
              key={field}
              disableGutters
              secondaryAction={
                <Box>
                  <IconButton
                    aria-label={`Move ${headers[field]} up`}
                    disabled={index === 0}
                    onClick={() => onChange({ ...applied, order: moveField(applied.order, field, -1) })}
                    size="small"
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    aria-label={`Move ${headers[field]} down`}
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
                label={headers[field]}
              />
            </ListItem>
          ))}
        </List>
        <Typography id="density-label" variant="subtitle2" sx={{ mt: 1 }}>
          Density
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
              label={DENSITY_LABELS[density]}
            />
          ))}
        </RadioGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onReset}>Reset columns</Button>
        <Button onClick={onClose} variant="contained">
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
