import { CompanyGroupForm } from './CompanyGroupForm';

export const CompanyGroupCreate = () => <CompanyGroupForm />;
