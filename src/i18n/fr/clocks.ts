/** Textes des échéances : ce qui est dû ou en retard, sur le tableau de bord et les listes, et leurs entrées de configuration. */
export const clocksTexts = {
  app: {
    clocks: {
      title: 'Échéances et retards',
      loading: 'Chargement des échéances',
      couldNotLoad: "Les échéances n'ont pas pu être chargées.",
      stripLabel: 'Échéances et retards',
      showAll: 'Tout afficher',
      emptyList: 'Rien ici n’est en retard : chaque dossier est dans sa limite.',
      names: {
        bidWindowClosing: "Périodes d'offres qui se ferment, sans offre",
        verificationLate: 'Vérifications en attente trop longue',
        podUnpaid: 'Livrées, solde impayé',
        tripStalled: 'Trajets immobiles',
      },
      limits: {
        bidWindowClosing: 'fermeture dans %{smart_count} minute |||| fermeture dans %{smart_count} minutes',
        verificationLate:
          'en attente depuis plus de %{smart_count} heure |||| en attente depuis plus de %{smart_count} heures',
        podUnpaid:
          'preuve de livraison reçue, impayé depuis plus de %{smart_count} jour |||| preuve de livraison reçue, impayé depuis plus de %{smart_count} jours',
        tripStalled:
          'aucun mouvement depuis plus de %{smart_count} heure |||| aucun mouvement depuis plus de %{smart_count} heures',
      },
      count: { late: '%{smart_count} en retard', due: '%{smart_count} bientôt dus' },
      nothing: { late: 'Rien en retard', due: 'Rien à échéance' },
    },
    configuration: {
      help: {
        clockVerificationHours:
          "Heures pendant lesquelles un partenaire ou un document de vérification peut attendre avant d'être signalé en retard.",
        clockRemainderUnpaidDays:
          'Jours après la livraison, preuve de livraison reçue, avant qu’un solde impayé soit en retard.',
        clockTripStalledHours:
          'Heures sans position ni changement avant qu’un trajet expédié ou en transit soit en retard.',
      },
      textValue: { clockHours: 'Limite (heures)', clockDays: 'Limite (jours)' },
    },
  },
};
