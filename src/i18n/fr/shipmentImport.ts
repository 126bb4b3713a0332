import type { Phrases } from '../types';
import type { shipmentImportTexts as english } from '../en/shipmentImport';

/** The shipment spreadsheet import, in French. */
export const shipmentImportTexts: Phrases<typeof english> = {
  app: {
    shipmentImport: {
      open: 'Importer',
      title: 'Importer des expéditions depuis un tableur',
      description:
        "Une expédition par ligne, sous la ligne d'en-tête du modèle (CSV ou Excel). Vérifiez d'abord le fichier : chaque ligne est dite valide ou refusée avec sa raison. Une ligne déjà importée n'est jamais créée deux fois.",
      templateCsv: 'Modèle CSV',
      templateXlsx: 'Modèle Excel',
      choose: 'Choisir un fichier',
      chosen: 'Fichier : %{name}',
      noFile: 'Aucun fichier choisi',
      progress: 'Progression du téléversement',
      check: 'Vérifier',
      import: 'Importer %{smart_count} expédition |||| Importer %{smart_count} expéditions',
      downloadResult: 'Télécharger le résultat',
      checked: 'Valides : %{valid} · Refusées : %{refused} · Déjà importées : %{alreadyImported}',
      done: 'Créées : %{created} · Déjà importées : %{alreadyImported} · Refusées : %{refused}',
      rowsLabel: 'Les lignes du fichier',
      heading: {
        row: 'Ligne',
        referenceNumber: 'Numéro de référence',
        status: 'Résultat',
        reference: 'Expédition',
        reasons: 'Raisons',
      },
      status: { valid: 'Valide', refused: 'Refusée', created: 'Créée', alreadyImported: 'Déjà importée' },
      fields: {
        row: 'Ligne',
        referenceNumber: 'Numéro de référence',
        loadingTime: 'Heure de chargement',
        pickupCity: 'Ville de chargement',
        pickupAddress: 'Adresse de chargement',
        dropOffCity: 'Ville de livraison',
        dropOffAddress: 'Adresse de livraison',
        shipmentType: "Type d'expédition",
        paymentType: 'Type de paiement',
        rateBasis: 'Base du tarif',
        vehicleType: 'Type de véhicule',
        vehicleCount: 'Véhicules',
        weight: 'Poids (tonnes)',
        maxWeightPerVehicle: 'Poids max. par véhicule (tonnes)',
        goodsType: 'Type de marchandise',
        goodsDescription: 'Description de la marchandise',
        shipperRate: "Tarif de l'expéditeur",
        contractAmount: 'Montant du contrat',
        consigneeName: 'Nom du destinataire',
        consigneeNumber: 'Téléphone du destinataire',
        pointOfContactName: 'Nom du contact',
        pointOfContactNumber: 'Téléphone du contact',
        specialInstructions: 'Instructions particulières',
      },
    },
  },
};
