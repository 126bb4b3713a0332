import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { configEntryLabel } from '#domain/schemas/configRegistry';

/** An entry's human name with its code beside it; a name the project does not define shows its code alone. */
export function ConfigEntryName({ name }: { name: string }) {
  const translate = useTranslate();
  const label = configEntryLabel(name);
  if (!label) return <>{name}</>;
  return (
    <>
      {translate(label)}{' '}
      <Box component="code" sx={{ fontSize: '0.8em', color: 'text.secondary', overflowWrap: 'anywhere' }}>
        {name}
      </Box>
    </>
  );
}
