import { LoadError } from '../../components/LoadError';
import { Link as RouterLink } from 'react-router-dom';
import {
  Box,
  Card,
  CircularProgress,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useTranslate } from 'react-admin';
import { PaletteChip } from '../../components/PaletteChip';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { CONFIG_HELP, allEntries, isEnabled, valuesSummary } from './configKinds';
import { VerificationDocumentsSection } from './VerificationDocumentsSection';
import { ConfigEntryName } from './ConfigEntryName';

/** Staff: every config entry (SPEC §3) with its flag and values, each opening its own form. */
export function ConfigurationListPage() {
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const configs = useQuery({ queryKey: ['configs'], queryFn: () => dataProvider.getConfigs() });
  const entries = configs.data ? allEntries(configs.data) : [];
  return (
    <Box sx={{ mt: 2, display: 'grid', gap: 2 }}>
      <Title title="app.configuration.title" />
      <Typography variant="h5" component="h1">
        {translate('app.configuration.title')}
      </Typography>
      <Card>
        {configs.isPending && <CircularProgress sx={{ m: 3 }} aria-label={translate('app.configuration.loading')} />}
        {configs.error && <LoadError error={configs.error} onRetry={() => void configs.refetch()} />}
        {configs.isSuccess && (
          <Table size="small" aria-label={translate('app.configuration.entriesLabel')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('app.configuration.columns.name')}</TableCell>
                <TableCell>{translate('app.configuration.columns.enabled')}</TableCell>
                <TableCell>{translate('app.configuration.columns.values')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {entries.map((entry) => (
                <TableRow key={entry.name}>
                  <TableCell>
                    <Link component={RouterLink} to={`/configuration/${encodeURIComponent(entry.name)}`}>
                      <ConfigEntryName name={entry.name} />
                    </Link>
                    {CONFIG_HELP[entry.name] && (
                      <Typography variant="caption" component="p" color="text.secondary">
                        {translate(CONFIG_HELP[entry.name])}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>
                    <PaletteChip
                      label={translate(
                        `app.configuration.state.${entry.stored ? (isEnabled(entry) ? 'enabled' : 'disabled') : 'default'}`,
                      )}
                      colour={entry.stored ? (isEnabled(entry) ? 'green' : 'grey') : 'blue'}
                    />
                  </TableCell>
                  <TableCell>{valuesSummary(entry, translate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Card>
      <VerificationDocumentsSection />
    </Box>
  );
}
