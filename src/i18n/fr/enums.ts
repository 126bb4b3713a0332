import type { enums as englishEnums } from '../en/enums';

/** SPEC's statuses and kinds in French. */
export const enums: { [Name in keyof typeof englishEnums]: Record<keyof (typeof englishEnums)[Name], string> } = {
  bidStatus: {
    CREATED: 'Créée',
    ACCEPTED: 'Acceptée',
    ACKNOWLEDGED: 'Confirmée par le partenaire',
    BACKOUT: 'Retirée',
    DRIVER_ASSIGNED: 'Chauffeur affecté',
    REJECTED: 'Refusée',
    FULFILLED: 'Honorée',
  },
  bookingStatus: {
    1: 'Créée',
    2: 'Départ en cours',
    3: 'En transit',
    4: 'Livrée',
    13: 'Annulée',
  },
  tripStatus: {
    1: 'Créé',
    2: 'Départ en cours',
    3: 'En transit',
    4: 'Livré',
    5: 'Annulé',
  },
  shipmentVerificationStatus: {
    1: 'En attente',
    2: 'Vérifiée',
    3: 'Refusée',
  },
  caseStatus: {
    PENDING: "En attente d'examen",
    APPROVED: 'Approuvé',
    REJECTED: 'Refusé',
  },
  emailNotificationEvent: {
    SHIPMENT_CREATED: 'Expédition créée',
    BID_PLACED: 'Offre soumise',
    BID_ACCEPTED: 'Offre acceptée',
    BOOKING_STATUS: 'Statut de réservation modifié',
    POD_UPLOADED: 'Preuve de livraison téléversée',
    INVOICE_ISSUED: 'Facture émise',
    PAYMENT_RECEIVED: 'Paiement reçu',
  },
  shipmentStatus: {
    CREATED: 'Créée',
    DISPATCH_STARTED: 'Départ en cours',
    TRANSIT: 'En transit',
    DELIVERED: 'Livrée',
    CANCELLED: 'Annulée',
    PARTIALLY_FULFILLED: 'Partiellement honorée',
  },
  paymentType: {
    1: 'Port payé',
    2: 'Port dû',
    3: 'Avance',
  },
  poolType: {
    1: 'Publique',
    2: 'Privée',
  },
  taggingOrigin: {
    normal: 'Normale',
    tagged_by_adda: "Étiquetée par l'adda",
    digitin: 'Digitin',
  },
  shipmentType: {
    1: 'Ponctuelle (spot)',
    2: 'Contractuelle',
    3: 'WhatsApp',
  },
  labourAvailability: {
    1: 'Non nécessaire',
    2: 'Au chargement',
    3: 'Au déchargement',
    4: 'Au chargement et au déchargement',
  },
  cityTravelRestriction: {
    1: 'Aucune restriction',
    2: 'Entrée interdite de jour',
    3: 'Entrée interdite de nuit',
  },
  cancellationType: {
    1: "Demande de l'expéditeur",
    2: 'Aucun véhicule disponible',
    3: 'Doublon',
    4: 'Autre',
  },
  verificationStatus: {
    PENDING: 'En attente de vérification',
    VERIFIED: 'Vérifié',
    REJECTED: 'Refusé',
  },
  locationType: {
    WAREHOUSE: 'Entrepôt',
    FACTORY: 'Usine',
    PORT: 'Port',
    YARD: 'Parc à conteneurs',
    TRUCK_STAND: 'Parking poids lourds (adda)',
    OTHER: 'Autre',
  },
  identificationType: {
    1: 'NTN',
    2: 'CNIC',
  },
  marginType: {
    1: 'Pourcentage',
    2: 'Montant fixe',
  },
  accountHolderType: {
    1: 'Expéditeur',
    2: 'Partenaire',
    3: 'Chauffeur',
  },
  billingCycle: {
    PER_BOOKING: 'À chaque réservation',
    WEEKLY: 'Hebdomadaire',
    FORTNIGHTLY: 'Toutes les deux semaines',
    MONTHLY: 'Mensuel',
  },
  notificationKind: {
    BID_PLACED: 'Nouvelle offre',
    BOOKING_STATUS: 'Mise à jour de réservation',
    VERIFICATION_DECISION: 'Décision de vérification',
    PAYMENT_SETTLED: 'Paiement réglé',
    INVOICE_SENT: 'Facture envoyée',
  },
};
