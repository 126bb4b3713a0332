import { LOCALE_LABELS } from '#domain/locales';
import { resourceNames } from '#domain/resourceRegistry';
import type { Phrases } from '../types';
import type { app as englishApp } from '../en/app';
import { signInTexts } from './signIn';

export const app: Phrases<typeof englishApp> = {
  notAvailable: 'N/D',
  units: { Tonne: 't', km: 'km', mi: 'mi' },
  specLabels: {
    shipperRate: 'Tarif expéditeur',
    targetRate: 'Tarif cible',
    vehicleType: 'Type de véhicule',
    cargoType: 'Type de marchandise',
  },
  language: {
    label: 'Langue',
    choose: signInTexts.language.choose,
    notSaved: "La langue est changée ici, mais n'a pas pu être enregistrée dans votre profil",
    names: { ...LOCALE_LABELS },
  },
  menu: {
    groups: {
      marketplace: 'Place de marché',
      companies: 'Entreprises et personnes',
      fleet: 'Flotte et lieux',
      money: 'Argent',
      operations: 'Opérations',
    },
  },
  userMenu: {
    changePassword: 'Changer le mot de passe',
    myColours: 'Mes couleurs',
  },
  auth: signInTexts.auth,
};

/** Resource names live in their registry entries (src/domain/resourceRegistry.ts). */
export const resources = resourceNames('fr');
