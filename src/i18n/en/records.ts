/**
 * What a record's pages are titled and what a save says, per resource: "New role", "Role #3", "Role created"
 * rather than react-admin's "Create Roles", "Roles #3" and "Element created" (it reads `resources.<name>.page.create` and
 * `resources.<name>.notifications.*` before its own words).
 */
const RECORD_NOUNS: Record<string, string> = {
  'bank-accounts': 'bank account',
  'company-groups': 'company group',
  'company-projects': 'company project',
  'demand-addas': 'broker',
  drivers: 'driver',
  fleets: 'fleet',
  'fuel-pumps': 'fuel pump',
  invoices: 'invoice',
  locations: 'location',
  roles: 'role',
  tyres: 'tyre offer',
  users: 'user',
  vehicles: 'vehicle',
};

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export const recordsTexts = {
  resources: Object.fromEntries(
    Object.entries(RECORD_NOUNS).map(([resource, noun]) => [
      resource,
      {
        page: {
          create: `New ${noun}`,
          edit: `${capitalised(noun)} %{recordRepresentation}`,
          show: `${capitalised(noun)} %{recordRepresentation}`,
        },
        notifications: {
          created: `${capitalised(noun)} created`,
          updated: `${capitalised(noun)} updated`,
          deleted: `${capitalised(noun)} deleted`,
        },
      },
    ]),
  ),
};
