import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { LoginPage } from './custom/auth/LoginPage';
import { Dashboard } from './custom/dashboard/Dashboard';
import { LOGIN_ROUTE } from './providers/apiConfig';
import { buildTheme } from './theme/theme';

const lightTheme = buildTheme('light');
const darkTheme = buildTheme('dark');

/** Browser-history routes (DESIGN.md); the server answers index.html for every portal path. */
export default function App() {
  return (
    <BrowserRouter>
      <Admin
        title="Freight Portal"
        authProvider={authProvider}
        dataProvider={dataProvider}
        dashboard={Dashboard}
        theme={lightTheme}
        darkTheme={darkTheme}
        loginPage={false}
        disableTelemetry
      >
        <CustomRoutes noLayout>
          <Route path={LOGIN_ROUTE} element={<LoginPage />} />
        </CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
