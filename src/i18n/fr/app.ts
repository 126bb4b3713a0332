import { LOCALE_LABELS } from '#domain/locales';
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

export const resources: Record<string, { name: string }> = {
  shipments: { name: 'Expéditions' },
  bookings: { name: 'Réservations' },
  bids: { name: 'Offres' },
  'company-groups': { name: "Groupes d'entreprises" },
  'company-projects': { name: "Projets d'entreprise" },
  'demand-addas': { name: 'Courtiers (demand addas)' },
  users: { name: 'Utilisateurs' },
  roles: { name: 'Rôles' },
  'grantable-roles': { name: 'Rôles' },
  'email-notifications': { name: 'Notifications par e-mail' },
  notifications: { name: 'Notifications' },
  drivers: { name: 'Chauffeurs' },
  vehicles: { name: 'Véhicules' },
  fleets: { name: 'Flottes' },
  'fuel-pumps': { name: 'Stations-service' },
  tyres: { name: 'Offres de pneus' },
  locations: { name: 'Lieux' },
  wallet: { name: 'Portefeuille' },
  payments: { name: 'Paiements' },
  'payment-batches': { name: 'Lots de paiement' },
  'bid-limits': { name: 'Limites des offres' },
  'bank-accounts': { name: 'Comptes bancaires' },
  invoices: { name: 'Factures' },
  billing: { name: 'Configuration de facturation' },
  verification: { name: 'Vérification' },
  config: { name: 'Configuration' },
  reports: { name: 'Rapports' },
  companies: { name: 'Entreprises' },
};
