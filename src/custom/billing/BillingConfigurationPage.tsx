import { useState } from 'react';
import { Alert, Card, CardContent, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useIsStaff } from '../../providers/useIsStaff';
import { BillingConfigurationForm } from './BillingConfigurationForm';
import { CompanyPicker, type CompanyOption } from './CompanyPicker';

/** /billing (staff): choose a shipper company, then see and change how it is invoiced. */
export function BillingConfigurationPage() {
  const isStaff = useIsStaff();
  const translate = useTranslate();
  const [company, setCompany] = useState<CompanyOption | null>(null);
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.billing.name" />
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Typography component="h2" variant="h6">
          {translate('resources.billing.name')}
        </Typography>
        {isStaff ? (
          <>
            <CompanyPicker value={company} onChange={setCompany} />
            {company ? (
              // A fresh form per company: its values are that company's configuration.
              <BillingConfigurationForm key={company.id} companyId={company.id} />
            ) : (
              <Typography color="text.secondary">{translate('app.money.billing.chooseCompany')}</Typography>
            )}
          </>
        ) : (
          <Alert severity="info">{translate('app.money.billing.staffOnly')}</Alert>
        )}
      </CardContent>
    </Card>
  );
}
