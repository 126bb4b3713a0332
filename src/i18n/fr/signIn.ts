import type { Phrases } from '../types';
import type { SignInErrorKey, signInTexts as englishTexts } from '../en/signIn';

/** The login page's texts in French (see ../en/signIn.ts): the plain form and the full bundle read them here. */
export const signInTexts: Phrases<typeof englishTexts> = {
  language: {
    choose: 'Choisir la langue',
  },
  auth: {
    accountHelp: 'Aide au compte',
    notices: {
      registered:
        "Votre compte est prêt. Connectez-vous en tant qu'expéditeur avec votre numéro de téléphone ou votre e-mail et votre nouveau mot de passe.",
      passwordReset: 'Votre mot de passe a été changé. Connectez-vous avec le nouveau mot de passe.',
      pinReset: 'Votre code PIN a été changé.',
    },
    signIn: 'Se connecter',
    signingIn: 'Connexion en cours',
    signInAs: 'Se connecter en tant que',
    internalStaff: 'Personnel interne',
    shipper: 'Expéditeur',
    useOtherSignIn:
      'Ce compte se connecte en tant que « %{kind} » : cette connexion est maintenant sélectionnée, veuillez vous reconnecter.',
    username: 'Numéro de téléphone ou e-mail',
    password: 'Mot de passe',
    createAccount: 'Créer un compte',
    forgotPassword: 'Mot de passe oublié ?',
    resetPin: 'Réinitialiser le code PIN',
  },
};

export const signInErrors: Record<SignInErrorKey, string> = {
  loginFailed: "Connexion impossible, veuillez saisir un nom d'utilisateur et un mot de passe valides",
  loginMissingFields: "Le nom d'utilisateur et/ou le mot de passe sont obligatoires",
  sessionExpired: 'Session expirée, veuillez vous reconnecter',
  generic: 'Impossible de traiter la demande',
  invalidClient: 'Client inconnu',
  accountBlocked: 'Ce compte est bloqué',
  tooManyRequests: 'Trop de tentatives, veuillez réessayer plus tard',
};
