import type { ReactElement } from 'react';
import { Button, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

interface Props {
  /** Message key of the button. */
  label: string;
  icon: ReactElement;
  color?: ButtonProps['color'];
  /** Nothing is selected. */
  disabled: boolean;
  onClick: () => void;
}

/** A button of the list's bulk toolbar, which opens its action's dialog. */
export function BulkButton({ label, icon, color, disabled, onClick }: Props) {
  const translate = useTranslate();
  return (
    <Button size="small" color={color} startIcon={icon} disabled={disabled} onClick={onClick}>
      {translate(label)}
    </Button>
  );
}
