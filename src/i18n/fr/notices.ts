import type { NOTIFICATION_TEXTS } from '#domain/notifications';

export const noticesTexts: { notificationTexts: Record<keyof typeof NOTIFICATION_TEXTS, string> } = {
  notificationTexts: {
    bidPlacedTitle: 'Nouvelle offre sur %{ref}',
    bidPlacedBody: "Un partenaire a fait une offre sur l'expédition %{ref}.",
    bookingMovedTitle: 'Réservation %{ref} : %{status}',
    bookingMovedBody: "La réservation %{ref} de l'expédition %{shipment} est maintenant : %{status}.",
    driverVerifiedTitle: 'Chauffeur %{name} vérifié',
    driverVerifiedBody: 'Le chauffeur %{name} a été vérifié.',
    driverRejectedTitle: 'Chauffeur %{name} refusé',
    driverRejectedBody: 'Le chauffeur %{name} a été refusé.',
    driverRejectedBecause: 'Le chauffeur %{name} a été refusé : %{reason}',
    vehicleVerifiedTitle: 'Véhicule %{name} vérifié',
    vehicleVerifiedBody: 'Le véhicule %{name} a été vérifié.',
    vehicleRejectedTitle: 'Véhicule %{name} refusé',
    vehicleRejectedBody: 'Le véhicule %{name} a été refusé.',
    vehicleRejectedBecause: 'Le véhicule %{name} a été refusé : %{reason}',
    paymentSettledTitle: 'Paiement de %{amount} réglé',
    paymentSettledOne: 'Un paiement de %{amount} a été versé sur votre compte.',
    paymentSettledMany: '%{count} paiements pour un total de %{amount} ont été versés sur votre compte.',
    invoiceSentTitle: 'Facture %{code} envoyée',
    invoiceSentBody: 'La facture %{code} du %{date} a été envoyée par e-mail à %{to}.',
    documentsAwaitingTitle: 'Documents de partenaire à examiner',
    documentsAwaitingBody: 'Un partenaire a soumis des documents pour vérification.',
    batchSettledTitle: 'Lot de paiement réglé',
    batchSettledBody: 'Un lot de paiement a été réglé.',
  },
};
