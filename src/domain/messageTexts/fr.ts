import type { MessageTexts } from '../messageTexts';

/** The API's messages in French. The SMS avoid the letters GSM-7 lacks (ç, ê, â…), so they stay 160 long. */
export const frenchTexts: MessageTexts = {
  direction: 'ltr',
  codeSms: {
    verify:
      "%{client} : votre code d'inscription est %{code}. Il expire dans %{minutes} minutes. Ne le donnez à personne.",
    reset:
      '%{client} : votre code de réinitialisation est %{code}. Il expire dans %{minutes} minutes. Ne le donnez à personne.',
  },
  codeSmsPlain: {
    verify: "Votre code d'inscription est %{code}. Il expire dans %{minutes} minutes. Ne le donnez à personne.",
    reset: 'Votre code de réinitialisation est %{code}. Il expire dans %{minutes} minutes. Ne le donnez à personne.',
  },
  codeMail: {
    subject: { verify: "Votre code d'inscription %{client}", reset: 'Votre code de réinitialisation %{client}' },
    body: {
      verify: "Votre code d'inscription est %{code}.",
      reset: 'Votre code de réinitialisation du mot de passe ou du code PIN est %{code}.',
    },
    expiry: 'Il expire dans %{minutes} minutes. Ne le communiquez jamais : %{client} ne vous le demandera pas.',
    ignore: "Si vous n'avez pas demandé de code, ignorez cet e-mail.",
  },
  invoiceMail: {
    subject: 'Facture %{code} de %{client}',
    greeting: 'Bonjour %{company},',
    body: 'Veuillez trouver ci-joint la facture %{code} du %{issueDate}, de %{total}, à régler le %{dueDate}.',
    billT: 'Le bill-T de chaque réservation facturée est joint également.',
  },
  event: {
    SHIPMENT_CREATED: { subject: 'Expédition %{ref} créée', body: "L'expédition %{ref} a été créée." },
    BID_PLACED: {
      subject: "Nouvelle offre sur l'expédition %{ref}",
      body: "Un partenaire a fait une offre sur l'expédition %{ref}.",
    },
    BID_ACCEPTED: {
      subject: "Offre acceptée sur l'expédition %{ref}",
      body: "Une offre sur l'expédition %{ref} a été acceptée : %{count} véhicule(s) réservé(s).",
    },
    BOOKING_STATUS: {
      subject: 'Réservation %{ref} : %{status}',
      body: "La réservation %{ref} de l'expédition %{shipment} est maintenant : %{status}.",
    },
    POD_UPLOADED: {
      subject: 'Preuve de livraison de la réservation %{ref}',
      body: 'La preuve de livraison de la réservation %{ref} (expédition %{shipment}) a été déposée.',
    },
    INVOICE_ISSUED: {
      subject: 'Facture %{code} émise',
      body: 'La facture %{code} du %{issueDate} a été émise pour %{total}, à régler le %{dueDate}.',
    },
    PAYMENT_RECEIVED: {
      subject: 'Paiement reçu pour la facture %{code}',
      body: 'La facture %{code} de %{total} est marquée payée. Merci.',
    },
  },
  eventName: {
    SHIPMENT_CREATED: 'Expédition créée',
    BID_PLACED: 'Offre déposée',
    BID_ACCEPTED: 'Offre acceptée',
    BOOKING_STATUS: 'Statut de réservation modifié',
    POD_UPLOADED: 'Preuve de livraison déposée',
    INVOICE_ISSUED: 'Facture émise',
    PAYMENT_RECEIVED: 'Paiement reçu',
  },
  bookingStatus: { 1: 'créée', 2: 'départ en cours', 3: 'en transit', 4: 'livrée', 13: 'annulée' },
  openInPortal: 'Ouvrir dans le portail',
  unsubscribeReason: '%{company} a demandé les e-mails « %{event} » à l’adresse %{email}.',
  unsubscribeLink: 'Désabonner cette adresse',
};
