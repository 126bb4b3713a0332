import type { bulkTexts as english } from '../en/bulk';

/** Les actions groupées des listes d'expéditions, de réservations et d'utilisateurs. */
export const bulkTexts: typeof english = {
  app: {
    bulk: {
      result: {
        title: '%{action} : le résultat',
        summary: 'Fait : %{done}, refusé : %{refused}',
        refusedList: 'Refusés',
        retry: 'Réessayer les échecs',
        close: 'Fermer',
      },
      shipments: {
        status: 'Statut suivant',
        statusTitle:
          'Passer %{smart_count} expédition à son statut suivant |||| Passer %{smart_count} expéditions à leur statut suivant',
        statusDescription:
          "Chacune avance d'une étape dans l'ordre des statuts ; celle qui n'a pas de statut suivant est refusée.",
        tag: 'Étiqueter',
        tagTitle: 'Étiqueter %{smart_count} expédition |||| Étiqueter %{smart_count} expéditions',
        taggingOrigin: "Origine de l'étiquette",
        pool: 'Bourse de fret',
        poolTitle:
          'Déplacer %{smart_count} expédition vers une bourse de fret |||| Déplacer %{smart_count} expéditions vers une bourse de fret',
        poolType: 'Bourse de fret',
        pointOfContact: 'Interlocuteur',
        pointOfContactTitle:
          'Interlocuteur interne de %{smart_count} expédition |||| Interlocuteur interne de %{smart_count} expéditions',
        staffMember: 'Membre du personnel',
        me: 'Moi (%{name})',
        cancel: 'Annuler les expéditions',
        cancelTitle: 'Annuler %{smart_count} expédition |||| Annuler %{smart_count} expéditions',
      },
      bookings: {
        status: 'Changer le statut',
        statusTitle: 'Faire avancer %{smart_count} réservation |||| Faire avancer %{smart_count} réservations',
        targetStatus: 'Nouveau statut',
        cancel: 'Annuler les réservations',
        cancelTitle: 'Annuler %{smart_count} réservation |||| Annuler %{smart_count} réservations',
        assign: 'Affecter un chauffeur',
        assignTitle:
          'Affecter un chauffeur à %{smart_count} réservation |||| Affecter un chauffeur à %{smart_count} réservations',
        otherPartners:
          'Les chauffeurs et véhicules proposés sont ceux de %{partner} : les réservations des autres partenaires seront refusées.',
        reason: "Motif d'une réaffectation",
        reasonHelp: 'Nécessaire pour les réservations qui ont déjà un chauffeur',
      },
      users: {
        block: 'Bloquer',
        blockTitle:
          'Bloquer %{smart_count} utilisateur ? Sa session est fermée immédiatement. |||| Bloquer %{smart_count} utilisateurs ? Leurs sessions sont fermées immédiatement.',
        unblock: 'Débloquer',
        unblockTitle: 'Débloquer %{smart_count} utilisateur ? |||| Débloquer %{smart_count} utilisateurs ?',
        unblockDescription: 'Ils pourront se reconnecter.',
      },
    },
  },
};
