import {
  DEFAULT_LOCALE,
  EMAIL_CHANGE_LINK_LIFETIME_HOURS,
  EMAIL_UNDO_LINK_LIFETIME_DAYS,
  LOCALES,
  RESET_CODE_LIFETIME_MINUTES,
  type Locale,
} from '@chameleon/contract';

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

/** Sent to a new address: the change happens when its owner opens the link. */
const emailConfirm: Record<Locale, (login: string, newEmail: string, link: string) => MailText> = {
  ru: (login, newEmail, link) => ({
    subject: 'Chameleon: подтвердите новый адрес почты',
    text: `Для аккаунта ${login} указан новый адрес почты: ${newEmail}.\nЧтобы подтвердить его, откройте ссылку в течение ${EMAIL_CHANGE_LINK_LIFETIME_HOURS} часов:\n${link}\nПока адрес не подтверждён, письма приходят на прежний. Если вы ничего не меняли, просто проигнорируйте это письмо.`,
  }),
  en: (login, newEmail, link) => ({
    subject: 'Chameleon: confirm your new e-mail address',
    text: `The account ${login} asked to use ${newEmail} as its e-mail address.\nTo confirm it, open this link within ${EMAIL_CHANGE_LINK_LIFETIME_HOURS} hours:\n${link}\nUntil then, mail keeps going to the previous address. If you did not ask for this, ignore this e-mail.`,
  }),
  de: (login, newEmail, link) => ({
    subject: 'Chameleon: Bestätige deine neue E-Mail-Adresse',
    text: `Für das Konto ${login} wurde ${newEmail} als neue E-Mail-Adresse angegeben.\nÖffne diesen Link innerhalb von ${EMAIL_CHANGE_LINK_LIFETIME_HOURS} Stunden, um sie zu bestätigen:\n${link}\nBis dahin gehen E-Mails weiter an die bisherige Adresse. Wenn du das nicht warst, ignoriere diese E-Mail einfach.`,
  }),
  es: (login, newEmail, link) => ({
    subject: 'Chameleon: confirma tu nueva dirección de correo',
    text: `La cuenta ${login} pidió usar ${newEmail} como dirección de correo.\nPara confirmarla, abre este enlace en las próximas ${EMAIL_CHANGE_LINK_LIFETIME_HOURS} horas:\n${link}\nHasta entonces, el correo sigue llegando a la dirección anterior. Si no lo pediste, ignora este correo.`,
  }),
  fr: (login, newEmail, link) => ({
    subject: 'Chameleon : confirmez votre nouvelle adresse e-mail',
    text: `Le compte ${login} a demandé à utiliser ${newEmail} comme adresse e-mail.\nPour la confirmer, ouvrez ce lien dans les ${EMAIL_CHANGE_LINK_LIFETIME_HOURS} heures\u00a0:\n${link}\nD’ici là, les e-mails continuent d’arriver à l’adresse précédente. Si vous n’avez rien demandé, ignorez cet e-mail.`,
  }),
};

/** Sent to an address that another account asked for: nothing changes, and no link exists. */
const emailTaken: Record<Locale, (email: string) => MailText> = {
  ru: (email) => ({
    subject: 'Chameleon: кто-то указал ваш адрес почты',
    text: `Кто-то попросил привязать адрес ${email} к другому аккаунту Chameleon. Этот адрес уже принадлежит вашему аккаунту, поэтому ничего не изменилось и делать ничего не нужно.`,
  }),
  en: (email) => ({
    subject: 'Chameleon: someone entered your e-mail address',
    text: `Someone asked to use ${email} for another Chameleon account. The address already belongs to your account, so nothing changed and there is nothing you need to do.`,
  }),
  de: (email) => ({
    subject: 'Chameleon: Jemand hat deine E-Mail-Adresse angegeben',
    text: `Jemand wollte ${email} für ein anderes Chameleon-Konto verwenden. Die Adresse gehört bereits zu deinem Konto, daher hat sich nichts geändert und du musst nichts tun.`,
  }),
  es: (email) => ({
    subject: 'Chameleon: alguien indicó tu dirección de correo',
    text: `Alguien pidió usar ${email} para otra cuenta de Chameleon. La dirección ya pertenece a tu cuenta, así que no ha cambiado nada y no tienes que hacer nada.`,
  }),
  fr: (email) => ({
    subject: 'Chameleon : quelqu’un a saisi votre adresse e-mail',
    text: `Quelqu’un a demandé à utiliser ${email} pour un autre compte Chameleon. Cette adresse appartient déjà à votre compte\u00a0: rien n’a changé et vous n’avez rien à faire.`,
  }),
};

/** Sent to the address an account had before a confirmed change, with the link that undoes it. */
const emailChanged: Record<Locale, (login: string, newEmail: string, undoLink: string) => MailText> = {
  ru: (login, newEmail, undoLink) => ({
    subject: 'Chameleon: адрес почты изменён',
    text: `Адрес почты аккаунта ${login} изменён на ${newEmail}.\nЕсли это сделали не вы, откройте ссылку в течение ${EMAIL_UNDO_LINK_LIFETIME_DAYS} дней: она вернёт этот адрес, завершит все сеансы и запуски лаунчера и пришлёт сюда код для нового пароля.\n${undoLink}`,
  }),
  en: (login, newEmail, undoLink) => ({
    subject: 'Chameleon: your e-mail address was changed',
    text: `The e-mail address of the account ${login} was changed to ${newEmail}.\nIf this was not you, open this link within ${EMAIL_UNDO_LINK_LIFETIME_DAYS} days: it restores this address, signs out every browser and launcher, and sends a code for a new password here.\n${undoLink}`,
  }),
  de: (login, newEmail, undoLink) => ({
    subject: 'Chameleon: Deine E-Mail-Adresse wurde geändert',
    text: `Die E-Mail-Adresse des Kontos ${login} wurde in ${newEmail} geändert.\nWenn du das nicht warst, öffne diesen Link innerhalb von ${EMAIL_UNDO_LINK_LIFETIME_DAYS} Tagen: Er stellt diese Adresse wieder her, meldet alle Browser und Launcher ab und schickt dir hierher einen Code für ein neues Passwort.\n${undoLink}`,
  }),
  es: (login, newEmail, undoLink) => ({
    subject: 'Chameleon: se cambió tu dirección de correo',
    text: `La dirección de correo de la cuenta ${login} se cambió a ${newEmail}.\nSi no fuiste tú, abre este enlace en los próximos ${EMAIL_UNDO_LINK_LIFETIME_DAYS} días: recupera esta dirección, cierra la sesión en todos los navegadores y launchers y te envía aquí un código para una nueva contraseña.\n${undoLink}`,
  }),
  fr: (login, newEmail, undoLink) => ({
    subject: 'Chameleon : votre adresse e-mail a été modifiée',
    text: `L’adresse e-mail du compte ${login} a été remplacée par ${newEmail}.\nSi ce n’était pas vous, ouvrez ce lien dans les ${EMAIL_UNDO_LINK_LIFETIME_DAYS} jours\u00a0: il rétablit cette adresse, déconnecte tous les navigateurs et launchers, et vous envoie ici un code pour un nouveau mot de passe.\n${undoLink}`,
  }),
};

export const mailTemplates = { resetCode, newPassword, emailConfirm, emailTaken, emailChanged };

/** The first language of an Accept-Language header the mails exist in; ru otherwise. */
export function mailLocale(acceptLanguage: string | undefined): Locale {
  return askedLocale(acceptLanguage) ?? DEFAULT_LOCALE;
}

/** The first language of an Accept-Language header that is one of ours; null when it names none. */
export function askedLocale(acceptLanguage: string | undefined): Locale | null {
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
  return (match?.language as Locale | undefined) ?? null;
}
