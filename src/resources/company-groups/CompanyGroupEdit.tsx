import { LinearProgress } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import type { CompanyGroupOnScreen } from './groupRecord';
import { useFreightDataProvider } from '../../providers/useFreightDataProvider';
import { CompanyGroupForm } from './CompanyGroupForm';

/** Edit: the group and its city (for the picker) are loaded first. */
export function CompanyGroupEdit() {
  const { id } = useParams();
  const dataProvider = useFreightDataProvider();
  const translate = useTranslate();
  const { data: record } = useGetOne<CompanyGroupOnScreen>('company-groups', { id: Number(id) });
  const { data: cities } = useQuery({
    queryKey: ['cities', String(record?.cityId)],
    queryFn: () => dataProvider.getCities([record!.cityId]),
    enabled: Boolean(record),
  });
  if (!record || !cities) return <LinearProgress aria-label={translate('app.people.companyGroups.loading')} />;
  return <CompanyGroupForm record={record} city={cities[0] ?? null} />;
}
