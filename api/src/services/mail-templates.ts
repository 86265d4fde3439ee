import { DEFAULT_LOCALE, LOCALES, RESET_CODE_LIFETIME_MINUTES, type Locale } from '@chameleon/contract';

// Mail is written by the API, not the site, so its few texts live here in all five languages.

export interface MailText {
  subject: string;
  text: string;
}

const resetCode: Record<Locale, (code: string) => MailText> = {
  ru: (code) => ({
    subject: 'Chameleon: код для восстановления пароля',
    text: `Ваш код для восстановления пароля: ${code}\nКод действует ${RESET_CODE_LIFETIME_MINUTES} минут. Если вы не запрашивали восстановление, просто проигнорируйте это письмо.`,
  }),
  en: (code) => ({
    subject: 'Chameleon: your password reset code',
    text: `Your password reset code: ${code}\nThe code is valid for ${RESET_CODE_LIFETIME_MINUTES} minutes. If you did not ask to reset your password, ignore this e-mail.`,
  }),
  de: (code) => ({
    subject: 'Chameleon: Ihr Code zum Zurücksetzen des Passworts',
    text: `Ihr Code zum Zurücksetzen des Passworts: ${code}\nDer Code ist ${RESET_CODE_LIFETIME_MINUTES} Minuten gültig. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.`,
  }),
  es: (code) => ({
    subject: 'Chameleon: tu código para restablecer la contraseña',
    text: `Tu código para restablecer la contraseña: ${code}\nEl código es válido durante ${RESET_CODE_LIFETIME_MINUTES} minutos. Si no lo solicitaste, ignora este correo.`,
  }),
  fr: (code) => ({
    subject: 'Chameleon : votre code de réinitialisation du mot de passe',
    text: `Votre code de réinitialisation du mot de passe : ${code}\nLe code est valable ${RESET_CODE_LIFETIME_MINUTES} minutes. Si vous n'avez rien demandé, ignorez cet e-mail.`,
  }),
};

const newPassword: Record<Locale, (login: string, password: string) => MailText> = {
  ru: (login, password) => ({
    subject: 'Chameleon: ваш новый пароль',
    text: `Логин: ${login}\nНовый пароль: ${password}\nВойдите с ним и смените его в настройках профиля.`,
  }),
  en: (login, password) => ({
    subject: 'Chameleon: your new password',
    text: `Login: ${login}\nNew password: ${password}\nSign in with it and change it in your profile settings.`,
  }),
  de: (login, password) => ({
    subject: 'Chameleon: Ihr neues Passwort',
    text: `Login: ${login}\nNeues Passwort: ${password}\nMelden Sie sich damit an und ändern Sie es in den Profileinstellungen.`,
  }),
  es: (login, password) => ({
    subject: 'Chameleon: tu nueva contraseña',
    text: `Usuario: ${login}\nNueva contraseña: ${password}\nInicia sesión con ella y cámbiala en los ajustes del perfil.`,
  }),
  fr: (login, password) => ({
    subject: 'Chameleon : votre nouveau mot de passe',
    text: `Identifiant : ${login}\nNouveau mot de passe : ${password}\nConnectez-vous avec celui-ci et modifiez-le dans les paramètres du profil.`,
  }),
};

/** Sent to the address an account had before a change, so a hijacked account is noticed. */
const emailChanged: Record<Locale, (login: string, newEmail: string) => MailText> = {
  ru: (login, newEmail) => ({
    subject: 'Chameleon: адрес почты изменён',
    text: `Адрес почты аккаунта ${login} изменён на ${newEmail}.\nЕсли это сделали не вы, восстановите пароль и напишите в поддержку.`,
  }),
  en: (login, newEmail) => ({
    subject: 'Chameleon: your e-mail address was changed',
    text: `The e-mail address of the account ${login} was changed to ${newEmail}.\nIf this was not you, reset your password and contact support.`,
  }),
  de: (login, newEmail) => ({
    subject: 'Chameleon: Ihre E-Mail-Adresse wurde geändert',
    text: `Die E-Mail-Adresse des Kontos ${login} wurde in ${newEmail} geändert.\nWenn Sie das nicht waren, setzen Sie Ihr Passwort zurück und wenden Sie sich an den Support.`,
  }),
  es: (login, newEmail) => ({
    subject: 'Chameleon: se cambió tu dirección de correo',
    text: `La dirección de correo de la cuenta ${login} se cambió a ${newEmail}.\nSi no fuiste tú, restablece tu contraseña y contacta con soporte.`,
  }),
  fr: (login, newEmail) => ({
    subject: 'Chameleon : votre adresse e-mail a été modifiée',
    text: `L'adresse e-mail du compte ${login} a été remplacée par ${newEmail}.\nSi ce n'était pas vous, réinitialisez votre mot de passe et contactez le support.`,
  }),
};

export const mailTemplates = { resetCode, newPassword, emailChanged };

/** The first language of an Accept-Language header the mails exist in; ru otherwise. */
export function mailLocale(acceptLanguage: string | undefined): Locale {
  const wanted = (acceptLanguage ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { language: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q.slice(2)) };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q);
  const match = wanted.find((entry) => (LOCALES as readonly string[]).includes(entry.language));
  return (match?.language as Locale | undefined) ?? DEFAULT_LOCALE;
}
