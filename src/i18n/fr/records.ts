/** Le titre d'une page de création et le message d'un enregistrement, par ressource (« Nouveau rôle », « Rôle créé »). */
const RECORD_NOUNS: Record<string, [noun: string, feminine: boolean]> = {
  'bank-accounts': ['compte bancaire', false],
  'company-groups': ["groupe d'entreprises", false],
  'company-projects': ["projet d'entreprise", false],
  'demand-addas': ['courtier', false],
  drivers: ['chauffeur', false],
  fleets: ['flotte', true],
  'fuel-pumps': ['station-service', true],
  invoices: ['facture', true],
  locations: ['lieu', false],
  roles: ['rôle', false],
  tyres: ['offre de pneus', true],
  users: ['utilisateur', false],
  vehicles: ['véhicule', false],
};

const capitalised = (noun: string) => noun.charAt(0).toUpperCase() + noun.slice(1);

export const recordsTexts = {
  resources: Object.fromEntries(
    Object.entries(RECORD_NOUNS).map(([resource, [noun, feminine]]) => {
      const e = feminine ? 'e' : '';
      return [
        resource,
        {
          page: {
            create: `${feminine ? 'Nouvelle' : 'Nouveau'} ${noun}`,
            edit: `${capitalised(noun)} %{recordRepresentation}`,
            show: `${capitalised(noun)} %{recordRepresentation}`,
          },
          notifications: {
            created: `${capitalised(noun)} créé${e}`,
            updated: `${capitalised(noun)} modifié${e}`,
            deleted: `${capitalised(noun)} supprimé${e}`,
          },
        },
      ];
    }),
  ),
};
