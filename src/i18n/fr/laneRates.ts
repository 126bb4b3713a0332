/** Textes des tarifs par trajet : la suggestion de l'assistant, la comparaison des offres, le rapport et le filtre des réservations. */
export const laneRatesTexts = {
  app: {
    laneRates: {
      lane: '%{from} → %{to}, %{vehicle}',
      region: '%{from} → %{to}',
      days: 'le dernier jour |||| les %{smart_count} derniers jours',
      sides: { shipperRate: 'tarifs expéditeur', carrierAmount: 'montants transporteur' },
      suggestion: {
        title: 'Tarif expéditeur suggéré : %{median} par véhicule',
        range: 'La plupart de ces trajets ont été tarifés entre %{p25} et %{p75}.',
        lane: 'Sur la base de %{smart_count} trajet %{lane} sur %{days}. |||| Sur la base de %{smart_count} trajets %{lane} sur %{days}.',
        region:
          "Sur la base de %{smart_count} trajet %{region} (la région élargie : le trajet lui-même n'en compte que %{laneTrips}) sur %{days}. |||| Sur la base de %{smart_count} trajets %{region} (la région élargie : le trajet lui-même n'en compte que %{laneTrips}) sur %{days}.",
        none: "Pas assez d'historique pour suggérer un tarif pour %{lane} : %{laneTrips} sur le trajet et %{regionTrips} dans la région élargie (%{region}) sur %{days} ; il en faut au moins %{min}.",
        guidance:
          'Une indication tirée des trajets passés, pas une promesse : les offres des transporteurs peuvent différer.',
        perTonne:
          'Les tarifs par trajet sont par véhicule ; cette expédition est tarifée à la tonne, fixez donc son tarif vous-même.',
        use: 'Utiliser le tarif suggéré',
        loading: 'Recherche des tarifs de ce trajet',
        failed: "Les tarifs de ce trajet n'ont pas pu être chargés : fixez le tarif vous-même.",
        bookings: 'Voir les trajets concernés',
      },
      bid: {
        column: 'Par rapport à la médiane',
        above: '%{percent} % au-dessus de la médiane du trajet',
        below: '%{percent} % en dessous de la médiane du trajet',
        at: 'À la médiane du trajet',
        none: 'Pas de médiane du trajet',
        loading: 'Chargement de la médiane du trajet',
        detail: 'Médiane du trajet %{median} par véhicule, sur %{count} trajets (%{basis})',
        basis: { lane: 'ce trajet', region: 'la région élargie' },
      },
      report: {
        title: 'Tarifs par trajet',
        intro:
          'Trajets sur %{days} (réservations non annulées), par trajet : ce qui a été demandé aux expéditeurs et payé aux transporteurs. Chaque chiffre ouvre les réservations dont il provient.',
        pickupCity: "Ville d'enlèvement",
        dropOffCity: 'Ville de livraison',
        vehicleType: 'Type de véhicule',
        anyVehicleType: 'Tout type de véhicule',
        download: 'Télécharger le CSV',
        downloadFailed: "Le CSV n'a pas pu être téléchargé.",
        empty: 'Aucun trajet sur %{days} sur ces trajets.',
        chart: {
          caption: 'Médiane hebdomadaire par véhicule, %{days}',
          loading: 'Chargement du graphique',
          shipperRate: 'Médiane du tarif expéditeur',
          carrierAmount: 'Médiane du montant transporteur',
          summary:
            '%{weeks} semaines : la médiane du tarif expéditeur est passée de %{firstShipper} à %{lastShipper}, celle du montant transporteur de %{firstCarrier} à %{lastCarrier}.',
          noSummary: 'Aucun trajet ces semaines-là.',
          weeks: 'Les semaines et leurs trajets',
          weekFrom: 'Semaine du',
          week: 'Semaine du %{date} : %{smart_count} trajet |||| Semaine du %{date} : %{smart_count} trajets',
        },
        table: {
          caption: 'Trajets, les plus fréquents en premier',
          lane: 'Trajet',
          vehicleType: 'Type de véhicule',
          trips: 'Trajets',
          shipperRate: 'Tarif expéditeur',
          carrierAmount: 'Montant transporteur',
          figures: '%{median} (%{p25} – %{p75})',
          count: '%{smart_count} trajet |||| %{smart_count} trajets',
          none: 'aucun',
          few: 'moins de %{min} trajets',
          open: 'Les réservations concernées : %{what}',
        },
      },
      filter: {
        text: 'Les réservations derrière un tarif par trajet : %{place}, %{side}, réservées du %{from} au %{to}',
        clear: 'Afficher toutes les réservations',
        states: '%{from} → %{to} (régions)',
        any: 'tous',
      },
    },
  },
};
